import type { Locale } from '@creatorlens/i18n';

export interface JobOpening {
  slug: string;
  title: string;
  location: string;
  type: string;
  paragraphs: string[];
}

// Bundled at build time: content/jobs/<slug>.<locale>.md with a small front matter (title, location, type).
const FILES = import.meta.glob('../../../content/jobs/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Parses one job file; a file without the three front-matter fields is skipped rather than shown half-empty. */
export function parseJobFile(path: string, text: string): (JobOpening & { locale: string }) | null {
  const match = /\/([a-z0-9-]+)\.([a-z]{2})\.md$/.exec(path);
  const parts = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match?.[1] || !match[2] || !parts?.[1]) return null;
  const fields = Object.fromEntries(
    parts[1].split('\n').map((line) => {
      const separator = line.indexOf(':');
      return [line.slice(0, separator).trim(), line.slice(separator + 1).trim()];
    }),
  );
  if (!fields.title || !fields.location || !fields.type) return null;
  const paragraphs = (parts[2] ?? '')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { slug: match[1], locale: match[2], title: fields.title, location: fields.location, type: fields.type, paragraphs };
}

export function jobOpenings(locale: Locale): JobOpening[] {
  return Object.entries(FILES)
    .map(([path, text]) => parseJobFile(path, text))
    .filter((job): job is JobOpening & { locale: string } => job !== null && job.locale === locale)
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

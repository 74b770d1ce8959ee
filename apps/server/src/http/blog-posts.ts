import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { z } from 'zod';
import { SUPPORTED_LOCALES, type Locale } from '@creatorlens/i18n';
import { escapeHtml } from './seo-pages.ts';

/** The repository's posts: content/blog/<de|en>/<yyyy-mm-dd>-<slug>.md (README "Blog"); the build copies the folder. */
export const BLOG_CONTENT_DIR = fileURLToPath(new URL('../../../../content/blog/', import.meta.url));

export interface BlogPost {
  slug: string;
  locale: Locale;
  title: string;
  /** The publication day, YYYY-MM-DD (also the file name's first part). */
  date: string;
  author: string;
  summary: string;
  /** The Markdown body rendered to HTML (raw HTML in the Markdown is escaped, not passed through). */
  bodyHtml: string;
}

/** Posts per language, newest first. */
export type BlogPosts = Record<Locale, BlogPost[]>;

/** A post file the server will not serve: thrown at start, so a bad post never reaches a reader half-rendered. */
export class BlogContentError extends Error {
  override name = 'BlogContentError';
}

const FILE_NAME = /^(\d{4}-\d{2}-\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  date: z.string().refine(isCalendarDay, 'must be a calendar day written YYYY-MM-DD'),
  author: z.string().trim().min(1).max(100),
  summary: z.string().trim().min(1).max(500),
});

/**
 * Posts are written by the team, but a pasted <script> or <iframe> must not run on the site: raw HTML shows as text.
 * Links and images keep Markdown's own escaping.
 */
const markdown = new Marked({ gfm: true, async: false, renderer: { html: ({ text }) => escapeHtml(text) } });

/** `key: value` lines (a value may be wrapped in double quotes, e.g. one holding a colon); nothing nested. */
function readFrontMatter(text: string, where: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    const match = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!match) throw new BlogContentError(`${where}: front matter line ${index + 2} is not "key: value": ${line}`);
    const [, key = '', raw = ''] = match;
    if (Object.hasOwn(fields, key)) throw new BlogContentError(`${where}: front matter names "${key}" twice`);
    const value = raw.trim();
    fields[key] = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return fields;
}

function readPost(directory: string, fileName: string, locale: Locale): BlogPost {
  const where = `content/blog/${locale}/${fileName}`;
  const name = FILE_NAME.exec(fileName);
  if (!name) throw new BlogContentError(`${where}: the file name must be <yyyy-mm-dd>-<slug>.md, the slug in a-z, 0-9 and -`);
  const [, fileDate = '', slug = ''] = name;
  const document = FRONT_MATTER.exec(readFileSync(join(directory, fileName), 'utf8'));
  if (!document) throw new BlogContentError(`${where}: the file must start with front matter between two "---" lines`);
  const parsed = frontMatterSchema.safeParse(readFrontMatter(document[1] ?? '', where));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    throw new BlogContentError(`${where}: bad front matter (title, date, author and summary are needed): ${problems.join('; ')}`);
  }
  const { title, date, author, summary } = parsed.data;
  if (date !== fileDate) throw new BlogContentError(`${where}: front matter date ${date} differs from the file name's ${fileDate}`);
  const body = (document[2] ?? '').trim();
  if (!body) throw new BlogContentError(`${where}: the post has no text`);
  return { slug, locale, title, date, author, summary, bodyHtml: markdown.parse(body) as string };
}

/**
 * Reads and renders every post once (at start). Each post exists in both languages under the same slug, so the
 * language links and hreflang alternates of a post page always lead somewhere.
 */
export function loadBlogPosts(contentDir: string = BLOG_CONTENT_DIR): BlogPosts {
  const posts = {} as BlogPosts;
  for (const locale of SUPPORTED_LOCALES) {
    const directory = join(contentDir, locale);
    const files = existsSync(directory) ? readdirSync(directory).filter((file) => file.endsWith('.md')) : [];
    posts[locale] = files
      .map((file) => readPost(directory, file, locale))
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    const slugs = new Set<string>();
    for (const post of posts[locale]) {
      if (slugs.has(post.slug)) throw new BlogContentError(`content/blog/${locale}: two posts share the slug "${post.slug}"`);
      slugs.add(post.slug);
    }
  }
  const [first, ...others] = SUPPORTED_LOCALES;
  for (const other of others) {
    const missing = [
      ...posts[first].filter((post) => !posts[other].some((twin) => twin.slug === post.slug)).map((post) => `${other}/${post.slug}`),
      ...posts[other].filter((post) => !posts[first].some((twin) => twin.slug === post.slug)).map((post) => `${first}/${post.slug}`),
    ];
    if (missing.length > 0) {
      throw new BlogContentError(`content/blog: every post needs both languages under the same slug; missing: ${missing.join(', ')}`);
    }
  }
  return posts;
}

import { AppError } from '@creatorlens/core/errors';
import { getPublicArtist, isPublicArtistSlug, type PublicArtist } from '@creatorlens/core/site';
import type { Database } from '@creatorlens/db';
import { catalogues, formatDate, formatDateRange, formatInteger, formatNumber, formatPercent, type Locale } from '@creatorlens/i18n';
import { escapeHtml, type HeadInput } from './seo-pages.ts';

const PLATFORM_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitch: 'Twitch',
  snapchat: 'Snapchat',
};

/** "{{name}}" placeholders filled from values (the catalogue's i18next syntax, without pulling i18next into the server). */
const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The slug of /{artistSlug} when the path can be a public artist page, else null (app and site routes never are). */
export function artistSlugOfPath(path: string): string | null {
  const segment = /^\/([^/]+)$/.exec(path)?.[1];
  return segment && isPublicArtistSlug(segment) ? segment : null;
}

/** Loads the public artist, or null when no artist has this slug. */
export async function loadPublicArtist(db: Database, slug: string): Promise<PublicArtist | null> {
  try {
    return await getPublicArtist({ db }, { slug });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A source id's label from the catalogue (the same map the web app uses), or the catalogue's wording for an unknown id. */
function sourceLabel(locale: Locale, id: string): string {
  const sources: Record<string, string> = catalogues[locale].Sources;
  return sources[id] ?? fill(sources.unknown ?? '{{id}}', { id });
}

function platformList(locale: Locale, data: PublicArtist): string {
  const names = [...new Set(data.channels.map((channel) => PLATFORM_NAMES[channel.platform] ?? channel.platform))];
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/** Title and description (with follower counts per platform) of an artist page, as search results show them. */
export function artistHead(locale: Locale, data: PublicArtist): Omit<HeadInput, 'locale' | 'publicUrl'> {
  const strings = catalogues[locale].SiteArtist;
  const name = data.artist.name;
  const counts = data.channels
    .filter((channel) => channel.followers !== null)
    .map((channel) =>
      fill(strings['meta-count'], {
        followers: formatNumber(locale, channel.followers!),
        platform: PLATFORM_NAMES[channel.platform] ?? channel.platform,
      }),
    );
  const title = data.channels.length
    ? fill(strings['meta-title'], { name, platforms: platformList(locale, data) })
    : `${name} – Creatorlens`;
  const description = counts.length
    ? fill(strings['meta-description'], { name, counts: new Intl.ListFormat(locale, { type: 'conjunction' }).format(counts) })
    : fill(strings['meta-description-empty'], { name });
  return { path: `/${data.artist.slug}`, title, description, type: 'profile' };
}

/** The artist page's facts as plain HTML inside #root: what crawlers index and what shows before the app boots. */
export function artistBody(locale: Locale, data: PublicArtist): string {
  const strings = catalogues[locale].SiteArtist;
  const freshness = catalogues[locale].Freshness;
  const channels = data.channels.map((channel) => {
    const platform = PLATFORM_NAMES[channel.platform] ?? channel.platform;
    const facts = [
      channel.followers === null ? null : `${strings.followers}: ${formatInteger(locale, channel.followers)}`,
      channel.followers30dGain === null ? null : `${strings['gain-30d']}: ${formatInteger(locale, channel.followers30dGain)}`,
      channel.engagementRate === null ? null : `${strings['engagement-rate']}: ${formatPercent(locale, channel.engagementRate)}`,
      channel.averageViewers === null ? null : `${strings['average-viewers']}: ${formatInteger(locale, channel.averageViewers)}`,
      channel.peakViewers === null ? null : `${strings['peak-viewers']}: ${formatInteger(locale, channel.peakViewers)}`,
    ].filter((fact): fact is string => fact !== null);
    // Each channel's figures carry their own observation day and source: sources are years apart.
    const observed =
      channel.dataAsOf === null
        ? null
        : `${fill(channel.followers === null ? freshness['figures-observed'] : freshness['followers-observed'], { date: formatDate(locale, channel.dataAsOf) })} · ${fill(freshness.source, { source: sourceLabel(locale, channel.source) })}`;
    if (observed) facts.push(observed);
    const posts = channel.topPosts
      .map((post) => {
        const title = escapeHtml(post.title ?? strings['post-untitled']);
        return `<li>${post.url ? `<a href="${escapeHtml(post.url)}" rel="nofollow noopener">${title}</a>` : title}</li>`;
      })
      .join('');
    return (
      // A channel known only by its name has no handle ('') and gets no "(@)".
      `<section><h2>${escapeHtml(platform)}: ${escapeHtml(channel.name)}${channel.handle ? ` (@${escapeHtml(channel.handle)})` : ''}</h2>` +
      `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>` +
      (posts ? `<h3>${escapeHtml(strings['top-posts'])}</h3><ol>${posts}</ol>` : '') +
      '</section>'
    );
  });
  const asOf =
    data.observedFrom === null || data.observedTo === null
      ? ''
      : `<p>${escapeHtml(fill(freshness['artist-observed'], { range: formatDateRange(locale, data.observedFrom, data.observedTo) }))}</p>`;
  return (
    `<main class="prerendered mx-auto max-w-3xl px-4 py-16"><p>${escapeHtml(strings.eyebrow)}</p>` +
    `<h1>${escapeHtml(data.artist.name)}</h1>${asOf}${channels.join('') || `<p>${escapeHtml(strings['no-channels'])}</p>`}` +
    `<p><a href="/sign-up">${escapeHtml(strings['cta-title'])}</a></p></main>`
  );
}

/** The not-found copy for a slug that names no artist (answered with status 404). */
export function notFoundPage(locale: Locale): { title: string; body: string } {
  const strings = catalogues[locale].NotFound;
  return {
    title: strings.title,
    body: `<main class="prerendered mx-auto max-w-3xl px-4 py-16"><p>${escapeHtml(strings.code)}</p><h1>${escapeHtml(strings.title)}</h1><p>${escapeHtml(strings.body)}</p></main>`,
  };
}

import { CATEGORY_WORDS, STRONG_LABELS, WEAK_LABELS } from './category-rules.ts';

/**
 * The category taxonomy of creator discovery (issue 38): 33 content categories an agency briefs by, stored in
 * channel.category_ids and mapped from every source's own labels (kept as read in channel.categories), hashtags and
 * the channel's words (bio, post titles). Labels live in the catalogues (`Categories.<id>`, de and en).
 */
export const CATEGORY_IDS = [
  'food-cooking',
  'fitness',
  'health-wellness',
  'beauty',
  'fashion',
  'lifestyle',
  'travel',
  'family-parenting',
  'kids',
  'home-living',
  'pets-animals',
  'vlogs',
  'gaming',
  'music',
  'dance',
  'comedy',
  'entertainment',
  'film-tv',
  'animation',
  'education',
  'science',
  'tech',
  'news-politics',
  'business-finance',
  'personal-growth',
  'books',
  'religion',
  'sports',
  'outdoor-adventure',
  'automotive',
  'art-design',
  'photography',
  'diy-crafts',
  'asmr',
  'adult',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** A channel keeps at most this many categories: the strongest evidence first. */
export const MAX_CATEGORIES_PER_CHANNEL = 4;

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);
}

/** `Howto & Style` → [`howto`, `style`]; `Actors/actresses` → [`actors-actresses`]: the form source labels are kept in. */
export function normaliseCategoryLabel(value: string | null | undefined): string[] {
  if (!value) return [];
  const tags: string[] = [];
  for (const part of value.split(/[|&,]/)) {
    const tag = part
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (tag.length > 1) tags.push(tag);
  }
  return tags;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `rezept*` → a stem; `let's play` → spaces, hyphens or nothing between the words (hashtags join them). */
const wordPattern = (word: string) =>
  escapeRegex(word.replace(/\*$/, ''))
    .replace(/ /g, "[\\s_'-]*")
    .concat(word.endsWith('*') ? '[\\p{L}\\p{N}]*' : '');
const WORD_PATTERNS = Object.entries(CATEGORY_WORDS).map(
  ([id, words]) =>
    [id as CategoryId, new RegExp(`(?<![\\p{L}\\p{N}])(?:${words!.map(wordPattern).join('|')})(?![\\p{L}\\p{N}])`, 'iu')] as const,
);

/** The categories whose words occur in one text (bio, a post's title with its hashtags). */
export function categoriesNamedIn(text: string | null | undefined): CategoryId[] {
  if (!text) return [];
  return WORD_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([id]) => id);
}

/**
 * A category a person typed or an old saved search holds (`Fitness`, `food`, `Essen & Kochen`, `howto-style`,
 * `food-cooking`), case-insensitively, or null when it names no single category. Tries the id, then the source labels
 * that name one category outright, then the category words (which hold the de/en labels' words).
 */
export function resolveCategoryId(text: string | null | undefined): CategoryId | null {
  const trimmed = (text ?? '').trim().toLowerCase();
  if (!trimmed) return null;
  if (isCategoryId(trimmed)) return trimmed;
  const tags = normaliseCategoryLabel(trimmed);
  const joined = tags.join('-');
  if (isCategoryId(joined)) return joined;
  const fromLabels = new Set(tags.flatMap((tag) => STRONG_LABELS[tag]?.slice(0, 1) ?? []));
  if (fromLabels.size === 1) return [...fromLabels][0]!;
  const named = categoriesNamedIn(trimmed.replace(/-/g, ' '));
  return named.length === 1 ? named[0]! : null;
}

/** What is known about a channel that can name its categories. */
export interface CategoryEvidence {
  /** The source labels (raw or normalised). */
  labels?: Iterable<string>;
  bio?: string | null;
  /** The channel's display name and handle (`Johannes - Personal Training`, `yoga_lanie`). */
  names?: Iterable<string>;
  /** One text per post (title, caption and hashtags), newest first; the first 30 count. */
  postTexts?: Iterable<string>;
  /** Hashtags a source lists for the channel as a whole (inBeat's most-used hashtags). */
  hashtags?: Iterable<string>;
  /**
   * The channel's platform. Deliberately not evidence of a category: most Twitch streams are games, but "Just
   * Chatting", music and IRL streamers are not, and a category nobody can defend is worse than none.
   */
  platform?: string;
}

/** Posts considered per channel, and the share of them that must name a category for it to count. */
const POSTS_CONSIDERED = 30;
const POST_SHARE_NEEDED = 0.2;

/**
 * The taxonomy ids of a channel, strongest evidence first (at most MAX_CATEGORIES_PER_CHANNEL): source labels that
 * name a category; the channel's own words (a category named in its name or handle, the bio, in the channel's hashtags, or in at least two
 * posts and a fifth of them); and only when neither names anything, the broad labels (`Howto & Style`, `People &
 * Blogs`), so a cooking channel YouTube files under Howto & Style becomes food-cooking by its titles.
 */
export function mapCategoryIds(evidence: CategoryEvidence): CategoryId[] {
  const tags = [...(evidence.labels ?? [])].flatMap((label) =>
    STRONG_LABELS[label] || WEAK_LABELS[label] ? [label] : normaliseCategoryLabel(label),
  );
  const score = new Map<CategoryId, number>();
  const add = (id: CategoryId, points: number) => score.set(id, (score.get(id) ?? 0) + points);
  // Labels outrank words: a source filed the channel there on purpose.
  for (const tag of tags) STRONG_LABELS[tag]?.forEach((id, index) => add(id, index === 0 ? 100 : 50));
  for (const id of categoriesNamedIn(evidence.bio)) add(id, 10);
  for (const id of new Set([...(evidence.names ?? [])].flatMap((name) => categoriesNamedIn(name)))) add(id, 10);
  const hashtags = [...(evidence.hashtags ?? [])].join(' ');
  for (const id of categoriesNamedIn(hashtags)) add(id, 10);
  const posts = [...(evidence.postTexts ?? [])].slice(0, POSTS_CONSIDERED);
  const postVotes = new Map<CategoryId, number>();
  for (const text of posts) for (const id of categoriesNamedIn(text)) postVotes.set(id, (postVotes.get(id) ?? 0) + 1);
  for (const [id, votes] of postVotes) if (votes >= 2 && votes >= posts.length * POST_SHARE_NEEDED) add(id, votes);
  if (score.size === 0) for (const tag of tags) WEAK_LABELS[tag]?.forEach((id) => add(id, 1));
  return [...score]
    .sort((a, b) => b[1] - a[1] || CATEGORY_IDS.indexOf(a[0]) - CATEGORY_IDS.indexOf(b[0]))
    .slice(0, MAX_CATEGORIES_PER_CHANNEL)
    .map(([id]) => id);
}

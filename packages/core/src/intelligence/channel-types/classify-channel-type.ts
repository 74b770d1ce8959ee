import { CATEGORY_CUES, HANDLE_CUES, TEXT_CUES, type ChannelType, type Cue } from './cues.ts';
import { KNOWN_BRANDS, KNOWN_MEDIA, accountKey } from './known-accounts.ts';

export interface ChannelTypeInput {
  name: string;
  handle: string;
  bio: string | null;
  categories: readonly string[];
  /**
   * A few recent post titles or captions. Their media and community cues count at half weight, once per cue; brand
   * cues do not count there, because creators talk about products and shops all the time (reviews, ads).
   */
  contentTexts?: readonly string[] | undefined;
}

interface ChannelTypeResult {
  type: ChannelType;
  /** Summed cue weights per type. */
  scores: Record<ChannelType, number>;
  /** The cues that matched, strongest first (for explanations). */
  cues: { type: ChannelType; label: string; weight: number; where: 'name' | 'handle' | 'bio' | 'category' | 'content' }[];
}

/** A non-creator type needs this score, and must beat the creator score, to be chosen; creator is the default. */
const MIN_TYPE_SCORE = 2;
/** Fan pages often call themselves "official" fan club: community wins ties against brand. */
const PRIORITY: readonly ChannelType[] = ['community', 'media', 'brand'];
const CONTENT_WEIGHT = 0.5;

/**
 * Classifies a channel as creator, brand, media (publisher) or community (fan page) from its name, handle, bio,
 * categories and content, with German and English cues (cues.ts). A transparent weighted vote, not a model: every
 * decision can be explained by the matched cues.
 */
export function classifyChannelType(input: ChannelTypeInput): ChannelTypeResult {
  const scores: Record<ChannelType, number> = { creator: 0, brand: 0, media: 0, community: 0 };
  const cues: ChannelTypeResult['cues'] = [];
  const add = (type: ChannelType, label: string, weight: number, where: ChannelTypeResult['cues'][number]['where']) => {
    scores[type] += weight;
    cues.push({ type, label, weight, where });
  };

  const textCue = (c: Cue, where: 'name' | 'bio', text: string | null) => {
    if (text && c.pattern.test(text)) add(c.type, c.label, c.weight, where);
  };
  for (const c of TEXT_CUES) {
    // Name and bio count once per cue (the stronger place), so "News" in both is not double evidence.
    const inName = c.pattern.test(input.name);
    if (inName) add(c.type, c.label, c.weight, 'name');
    else textCue(c, 'bio', input.bio);
  }
  for (const c of HANDLE_CUES) if (c.pattern.test(input.handle)) add(c.type, c.label, c.weight, 'handle');
  // Well-known companies and outlets by their whole handle (the name only when no handle is known: YouTube lists).
  const key = accountKey(input.handle || input.name);
  if (KNOWN_BRANDS.has(key)) add('brand', 'known brand', 3, input.handle ? 'handle' : 'name');
  else if (KNOWN_MEDIA.has(key)) add('media', 'known media outlet', 3, input.handle ? 'handle' : 'name');
  for (const category of input.categories) {
    const hint = CATEGORY_CUES[category];
    if (hint) add(hint.type, `category ${category}`, hint.weight, 'category');
  }
  const content = (input.contentTexts ?? []).join('\n');
  if (content) {
    for (const c of TEXT_CUES)
      if ((c.type === 'media' || c.type === 'community') && c.pattern.test(content))
        add(c.type, c.label, c.weight * CONTENT_WEIGHT, 'content');
  }

  let type: ChannelType = 'creator';
  for (const candidate of PRIORITY) {
    const score = scores[candidate];
    if (score >= MIN_TYPE_SCORE && score > scores.creator && score > (type === 'creator' ? 0 : scores[type])) type = candidate;
  }
  cues.sort((a, b) => b.weight - a.weight);
  return { type, scores, cues };
}

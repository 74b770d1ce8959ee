import type { Platform } from '@creatorlens/db';
import { parseProfileUrl, type ProfileReference } from '../channels/index.ts';

interface ChannelQuery {
  /** Lower-cased handle or words to look for, without a leading @. */
  term: string;
  /** Set when the text was a profile URL: only that platform can match. */
  platform: Platform | null;
  /** A YouTube channel id (UC...) from a /channel/<id> URL, matched against the platform id. */
  youtubeChannelId: string | null;
  /** The channel a pasted profile URL names, matched in every stored form (as the CSV import matches it). */
  reference?: ProfileReference;
}

const stripAt = (text: string) => text.replace(/^@+/, '');

/**
 * Turns what someone types or pastes into the channel search into a handle to look for: a profile URL (every form
 * parseProfileUrl reads, the same reader the CSV import matches with) becomes its handle or YouTube channel id and
 * platform; anything else, a URL naming no channel included, is the text itself without a leading @.
 */
export function parseChannelQuery(text: string): ChannelQuery {
  const trimmed = text.trim();
  const url = parseProfileUrl(trimmed);
  if (url && url !== 'not-a-profile') {
    const youtubeChannelId = url.platform === 'youtube' && url.kind === 'id' ? url.value : null;
    return { term: url.value.toLowerCase(), platform: url.platform, youtubeChannelId, reference: url };
  }
  return { term: stripAt(trimmed).toLowerCase(), platform: null, youtubeChannelId: null };
}

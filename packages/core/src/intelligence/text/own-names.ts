/**
 * The creator's own names (pure): a handle, shop or brand that spells the channel or account name is the creator's,
 * and so is a handle the text introduces as the creator's own ("Privat: @x", "2nd @x", "Insta: @x", "Founder @x").
 * Own names are never brand mentions, sponsors or a coupon's sponsor.
 */
/** Lowercase letters and digits only (the same key as core's brandKey). */
const brandKey = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const GENERIC_TOKENS = new Set([
  'the',
  'official',
  'offiziell',
  'channel',
  'kanal',
  'music',
  'musik',
  'tv',
  'vevo',
  'films',
  'film',
  'studio',
  'studios',
  'media',
  'games',
  'gaming',
  'plays',
  'news',
  'de',
  'uk',
  'us',
  'and',
  'und',
  'sports',
  'sport',
  'records',
  'entertainment',
]);

/** The distinctive words of a channel name ("Ethan Chlebowski" → ethan, chlebowski, ethanchlebowski). */
export function channelTokens(channelName: string | undefined): string[] {
  if (!channelName) return [];
  // Asked once per handle, link and name of a text (thousands in a hostile one), always for the same channel.
  if (lastTokens?.channelName === channelName) return lastTokens.tokens;
  const tokens = readChannelTokens(channelName);
  lastTokens = { channelName, tokens };
  return tokens;
}

let lastTokens: { channelName: string; tokens: string[] } | null = null;

function readChannelTokens(channelName: string): string[] {
  const words = channelName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !GENERIC_TOKENS.has(w));
  const whole = brandKey(channelName);
  // Initials of a name of three words or more ("Gone with the Wynns" → gwtw), as creators use them in links.
  const parts = channelName.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const initials = parts.length >= 3 ? brandKey(parts.map((p) => p[0]).join('')) : '';
  return [...new Set([...(whole.length >= 3 ? [whole] : []), ...words, ...(initials.length >= 3 ? [initials] : [])])];
}

/** True when the name (brand, handle, domain label) is the creator's own: it spells the channel name or one of its words. */
export function isOwnName(name: string, channelName: string | undefined): boolean {
  const key = brandKey(name.replace(/^@/, ''));
  if (key.length < 3) return false;
  const whole = brandKey(channelName ?? '');
  if (whole.length >= 3 && (key === whole || (Math.min(key.length, whole.length) >= 4 && (key.includes(whole) || whole.includes(key)))))
    return true;
  // A word of the channel name that is long enough to be distinctive ("DAZN Boxing" → dazn; "CBS Evening News" → cbs).
  return channelTokens(channelName).some(
    (token) => token !== whole && token.length >= 3 && (key === token || (token.length >= 4 && key.includes(token))),
  );
}

/** Words that introduce the creator's own accounts and businesses right before a handle. */
const OWN_ROLE =
  /(?:^|[^\p{L}\p{N}_@.])(?:privat\w*|private|priv|backup|2nd|second|zweit\w*|other\s+acc\w*|my\s+other|mein\s+\w*\s*account|insta(?:gram)?|ig|tiktok|tik\s*tok|snap(?:chat)?|twitter|x|youtube|yt|twitch|threads|facebook|fb|follow\s+(?:me|my\s+\w+)|folg\w*\s+mir|founder|co-?founder|gründer\w*|owner|inhaber\w*|ceo|my\s+shop|mein\s+shop|impressum|coaching|mgmt|management|booking|agency|agentur)\s*(?:of|von|bei|at|on|auf)?\s*(?:[:|•▪\-–—➡→]|\u{FE0F})*\s*$/iu;

/** Handles the text introduces as the creator's own accounts or businesses. */
export function ownHandles(text: string, channelName: string | undefined): Set<string> {
  const own = new Set<string>();
  for (const match of text.matchAll(/(?<![\w.])@([A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?)/g)) {
    const handle = match[1]!;
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    if (isOwnName(handle, channelName) || OWN_ROLE.test(before)) own.add(handle.toLowerCase());
  }
  return own;
}

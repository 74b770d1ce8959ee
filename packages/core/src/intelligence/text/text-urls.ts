/** URLs in free text (descriptions whose line breaks were lost upstream, so links often run into the next word). */
import { trimEndMatching } from '../../kernel/index.ts';

export interface FoundUrl {
  url: string;
  host: string;
  index: number;
  end: number;
}

/** Scheme URLs, `www.` hosts and bare domains with a common TLD (`Squarespace.com/mollyburke`, `HelloFresh.com`). */
const PATH = `[A-Za-z0-9\\-._~:/?#\\[\\]@!$&()*+,;=%]*`;
// A host after "http(s)://" or "www." has at most 10 labels of at most 63 characters (as DNS allows): unbounded, text
// like "www.1www.1www.1…" was read to its end from every "www." in it.
const URL_REGEX = new RegExp(
  `(?:https?:\\/\\/|www\\.)(?:[a-z0-9-]{1,63}\\.){1,10}[a-z]{2,12}(?::\\d+)?(?:[/?#]${PATH})?` +
    `|(?<![\\w@./-])(?:[a-z0-9-]+\\.)+(?:com|de|net|org|io|co|gg|shop|store|me|tv|app|deals|news|cc|uk|eu|at|ch|link|ly|to|li)(?:/${PATH})?(?![\\w-])`,
  'gi',
);
const COMMON_TLDS = ['com', 'net', 'org', 'de', 'co', 'io', 'gg', 'tv', 'me'];

/**
 * Undoes the run-together text that follows a link when line breaks were lost:
 * `morphebrushes.comLILLY` → `morphebrushes.com`, `prozis.com/2ZL8Folgt` → `prozis.com/2ZL8`, `…/jontron---Follow` → `…/jontron`.
 * (A genuine link ending in a capitalised word of 5+ letters loses it too; these files give no way to tell.)
 */
export function trimGluedUrl(raw: string): string {
  let url = raw;
  const host = /^(?:https?:\/\/)?[^/?#]+/i.exec(url)?.[0] ?? url;
  const lastLabel = host.split('.').at(-1) ?? '';
  const tld = COMMON_TLDS.find((t) => lastLabel.toLowerCase().startsWith(t) && lastLabel.length > t.length);
  if (tld && (/^[A-Z]/.test(lastLabel.slice(tld.length)) || /^(?:https?|www)$/i.test(lastLabel.slice(tld.length)))) {
    return host.slice(0, host.length - lastLabel.length + tld.length);
  }
  url = url.replace(
    /(?<=[A-Za-z0-9_-])(?:[A-Z][a-z]{4,}|(?<=[a-z0-9_-])(?:Get|The|My|Our|Use|New|Main|Join|Shop|Merch|More|Check|Edited))$/,
    '',
  );
  return trimEndMatching(url, /[-_.,;:!?)\]}*]/);
}

/** The last text's links: the detectors of one post each look for them (a text can hold thousands). */
let lastFound: { text: string; urls: readonly FoundUrl[] } | null = null;

/** The links of a text, in order (the same array for the same text, not to be changed). */
export function findUrls(text: string): readonly FoundUrl[] {
  if (lastFound?.text === text) return lastFound.urls;
  const urls = readUrls(text);
  lastFound = { text, urls };
  return urls;
}

function readUrls(text: string): FoundUrl[] {
  const urls: FoundUrl[] = [];
  for (const match of text.matchAll(URL_REGEX)) {
    const raw = trimGluedUrl(trimEndMatching(match[0], /[.,;:!?)\]}*_]/));
    const host = raw
      .replace(/^https?:\/\//i, '')
      .split(/[/?#:]/)[0]!
      .toLowerCase();
    // Bare domains (`HelloFresh.com`) get a scheme so the stored link is usable.
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    urls.push({ url, host, index: match.index, end: match.index + raw.length });
  }
  return urls;
}

/** Replaces the URLs with spaces (same length), so code patterns never match inside a link. */
export function maskUrls(text: string, urls: readonly FoundUrl[]): string {
  return blankRanges(
    text,
    urls.map((u) => ({ start: u.index, end: u.end })),
  );
}

/**
 * The text with the given ranges (in order, not overlapping) replaced by spaces of the same length, in one pass:
 * re-slicing the whole text per range costs its length times the number of links, and a text can hold thousands.
 */
export function blankRanges(text: string, ranges: readonly { start: number; end: number }[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    parts.push(text.slice(at, start), ' '.repeat(end - start));
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** Link shorteners, affiliate redirectors and social networks: their host says nothing about the brand. */
const NEUTRAL_HOSTS = [
  'bit.ly',
  'goo.gl',
  'amzn.to',
  'amzlink.to',
  'tinyurl.com',
  'rstyle.me',
  'clcr.me',
  'tidd.ly',
  'cen.yt',
  'linktr.ee',
  'youtu.be',
  'smarturl.it',
  'fty.li',
  'ytb.li',
  'lnk.to',
  'geni.us',
  'found.ee',
  'ow.ly',
  'buff.ly',
  'is.gd',
  't.co',
  't1p.de',
  'spoti.fi',
  'onelink.to',
  'hoyo.link',
  'youtube.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  'facebook.com',
  'tiktok.com',
  'twitch.tv',
  'discord.gg',
  'discord.com',
  'patreon.com',
  'spotify.com',
  'apple.com',
  'snapchat.com',
  'reddit.com',
  'amazon',
  'streamlabs.com',
];
/** Brand-owned short hosts. */
const BRANDED_HOSTS: Record<string, string> = {
  'cnb.cx': 'cnbc',
  'tanks.ly': 'worldoftanks',
  'gfuel.ly': 'gfuel',
  'shein.top': 'shein',
  'gym.sh': 'gymshark',
  'nordcheckout.com': 'nordvpn',
};
/** Deep-link hosts whose first label is the brand (`prizepicks.onelink.me`). */
// Impact's tracking domains carry the shop as the subdomain (razer.a9yw.net, brand.sjv.io): the network is never the brand.
/** Impact's tracking domains; links.ts counts them among the affiliate networks too. */
export const IMPACT_TRACKING_HOSTS = ['sjv.io', 'pxf.io', '7eer.net', 'evyy.net', 'ojrq.net', 'a9yw.net'] as const;
const DEEP_LINK_HOSTS = ['onelink.me', 'app.link', 'page.link', 'idevaffiliate.com', ...IMPACT_TRACKING_HOSTS];
const TWO_LEVEL_TLDS = new Set(['co.uk', 'com.br', 'com.au', 'co.jp', 'com.mx', 'co.nz', 'com.tr']);

/** The brand label of a host (`shop.best-body-nutrition.com` → `best-body-nutrition`), or null for neutral hosts. */
export function brandLabel(host: string): string | null {
  const clean = host.toLowerCase().replace(/^www\./, '');
  if (BRANDED_HOSTS[clean]) return BRANDED_HOSTS[clean];
  const deep = DEEP_LINK_HOSTS.find((d) => clean.endsWith(`.${d}`));
  if (deep)
    return (
      clean
        .slice(0, -deep.length - 1)
        .split('.')
        .at(-1) ?? null
    );
  if (NEUTRAL_HOSTS.some((n) => clean === n || clean.endsWith(`.${n}`) || clean.split('.').includes(n))) return null;
  const parts = clean.split('.');
  const tld2 = parts.slice(-2).join('.');
  const label = TWO_LEVEL_TLDS.has(tld2) ? parts.at(-3) : parts.at(-2);
  return label && label.length >= 3 ? label : null;
}

/** The host is the brand's own site (not a shortener, redirector, deep link or social network). */
export function isBrandSite(host: string): boolean {
  const clean = host.toLowerCase().replace(/^www\./, '');
  return !BRANDED_HOSTS[clean] && !DEEP_LINK_HOSTS.some((d) => clean.endsWith(`.${d}`)) && brandLabel(clean) !== null;
}

/** `https://prozis.com/2ZL8` → `https://prozis.com`. */
export function origin(url: string): string {
  const host = url
    .replace(/^https?:\/\//i, '')
    .split(/[/?#]/)[0]!
    .toLowerCase();
  return `https://${host}`;
}

/**
 * Links a text marks as advertising, and the shop each names (pure, no I/O). A link is marked when it carries a mark
 * the text explains as advertising or affiliate links ("(*) Werbung", "* Diese Links sind Affiliate Links",
 * "Sämtliche mit (a) gekennzeichneten Links stellen Werbung dar"), or its own label ("https://… *Werbung",
 * "https://… (* Werbung)"). The shop is a known brand or a name written in the link's own item ("Opera-Browser
 * herunterladen ➡️ https://opr.as/…", "vorab auf JOYN: https://t1p.de/…"), else the brand site the link points to
 * ("https://www.reifen.com (a)" → Reifen). Never the creator's own names, a platform, a generic word, or Amazon (its
 * links are named by affiliate-shops.ts). Every pattern reads a bounded window around one link, so each stays linear.
 */
import { isGenericBrandName } from '@creatorlens/contracts';
import { TEXT_ANALYSIS_LIMITS } from '../../security/index.ts';
import { affiliateShopOf } from './affiliate-shops.ts';
import { brandKey, findBrandMentions, type BrandDictionary } from './brands.ts';
import { isAffiliateNetworkHost } from './links.ts';
import { isOwnName } from './own-names.ts';
import { brandLabel, findUrls, isBrandSite } from './text-urls.ts';

interface MarkedLink {
  url: string;
  /** The link's item as written (its label, the link and its mark), shown as the evidence. */
  text: string;
  brand: string;
}

const AD_WORDS = String.raw`(?:werbung|anzeige|werbe-?links?|werbe-?kennzeichnung|affiliate|provisions?-?links?|partner-?links?)`;
/** A star explained: "(*) Werbung", "* = Werbung", "*Werbung", "* Diese Links sind Affiliate Links". */
const STAR_EXPLAINED = new RegExp(
  String.raw`(?:\(\*\)|(?<![\p{L}\p{N}*])\*{1,2})[^\S\n]{0,3}(?:[=:–—-][^\S\n]{0,3}|(?:sind|ist|bedeutet|kennzeichnet|markiert)[^\S\n]{1,3}|(?:diese|alle|die|sämtliche)[^\S\n]{1,3}(?:[\p{L}-]+[^\S\n]{1,3}){0,2}?links?[^\S\n]{1,3}(?:sind|stellen)[^\S\n]{1,3}(?:[\p{L}-]+[^\S\n]{1,3})?)?${AD_WORDS}(?![\p{L}])`,
  'iu',
);
/**
 * A mark explained by what it marks: "Sämtliche mit (a) gekennzeichneten Links stellen Werbung dar", "Mit (*) Sternchen
 * gekennzeichnete Links sind Affiliate-Links", "Mit ⇨ markierte Bereiche können Affiliate-Links sein".
 */
const MARK_EXPLAINED = new RegExp(
  String.raw`mit[^\S\n]{1,3}(?:einem[^\S\n]{1,3})?(\([a-z*]\)|\*{1,2}|[⇨➡→])(?:[^\S\n]{1,3}sternchen)?[^\S\n]{1,3}(?:markierten?|gekennzeichneten?|versehenen?)[^\S\n]{1,3}(?:links?|bereiche|produkte)[^\S\n]{1,3}(?:sind|stellen|können|=)[^\S\n]{1,3}(?:[\p{L}-]+[^\S\n]{1,3}){0,2}?${AD_WORDS}`,
  'iu',
);
/** A link's own advertising label right after it: "https://… *Werbung", "https://… (* Werbung )". */
const OWN_LABEL = new RegExp(String.raw`^[^\S\n]{0,3}\(?\*[^\S\n]{0,3}${AD_WORDS}(?![\p{L}])`, 'iu');
/** Where an item of a link list starts: a line break or a bullet. */
const ITEM_START = /[\n►▶✘✗•▪|]/gu;
/** A name written right before the link's colon: "auf JOYN:", "►*Epidemic Sound:", "Downloadet euch OneFootball:". */
const NAME_BEFORE_COLON =
  /(?:^|[^\p{L}\p{N}])((?:auf|bei|von|über|mit|at|on)[^\S\n]+)?(\p{Lu}[\p{L}\p{N}&'’-]*(?:[^\S\n]\p{Lu}[\p{L}\p{N}&'’-]*){0,2})[^\S\n]*\*?[^\S\n]*[:–-][^\S\n]*$/u;

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalise = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** The marks the text explains as advertising (a star stands for "*", "**" and "(*)"). */
function explainedMarks(text: string): string[] {
  const star = String.raw`\(\*[^\S\n]{0,3}\)|\*{1,2}`;
  const marks: string[] = [];
  if (STAR_EXPLAINED.test(text)) marks.push(star);
  const explained = MARK_EXPLAINED.exec(text);
  if (explained) marks.push(/\*/.test(explained[1]!) ? star : escape(explained[1]!.toLowerCase()));
  return marks;
}

const PROFILE_HOST = /^(?:www\.)?(?:instagram\.com|tiktok\.com|twitter\.com|x\.com|facebook\.com)$/i;

/** The handles of social profiles the text marks like its ads ("INSTAGRAM ► https://www.instagram.com/elevateberlin/ *"). */
function profileHandles(text: string, urls: ReturnType<typeof findUrls>, after: RegExp): string[] {
  return urls
    .filter((u) => PROFILE_HOST.test(u.host) && after.test(text.slice(u.end, u.end + 8)))
    .map((u) => brandKey(/^https?:\/\/[^/]+\/@?([^/?#]+)/i.exec(u.url)?.[1] ?? ''));
}

/**
 * A brand site the creator lists together with its own marked social profile ("INSTAGRAM ► …/elevateberlin/ * SHOP ►
 * https://www.elevateclo.com/ *") is presented as the creator's own project (German law asks creators to mark their
 * own brands as advertising too), not as a third party's ad: the profile's handle and the host share their first five letters.
 */
const presentedWithOwnProfile = (host: string, handles: readonly string[]) => {
  const key = brandKey(host);
  return key.length >= 5 && handles.some((h) => h.slice(0, 5) === key.slice(0, 5));
};

/** The links a text marks as advertising, each with the shop it names (see the file comment), each shop once. */
export function findMarkedLinks(text: string, dictionary: BrandDictionary, channelName: string | undefined): MarkedLink[] {
  const urls = findUrls(text);
  if (urls.length === 0) return [];
  const marks = explainedMarks(text);
  const mark = marks.length > 0 ? `(?:${marks.join('|')})` : null;
  const after = mark ? new RegExp(`^[^\\S\\n]{0,3}${mark}`, 'iu') : null;
  const before = mark ? new RegExp(`${mark}(?:[^\\S\\n]?\\([a-z]\\))*[^\\S\\n]{0,3}(?:[:–-][^\\S\\n]{0,3})?$`, 'iu') : null;
  // The item opens with the mark, or its label's colon is followed by it ("Epidemicsound:*Ihr könnt … hier: http://…").
  const itemOpens = mark ? new RegExp(`(?:^|:)[^\\S\\n]{0,3}${mark}`, 'iu') : null;
  const found: MarkedLink[] = [];
  const markedProfiles = after ? profileHandles(text, urls, after) : [];
  const keep = (name: string) => name.length >= 2 && !isOwnName(name, channelName) && !isGenericBrandName(name);
  urls.slice(0, TEXT_ANALYSIS_LIMITS.maxCandidatesPerText).forEach((u, at) => {
    // The link's item: from the last bullet or line break (or the previous link, with what a lost line break glued to
    // it) before it, at most 160 characters.
    const previousEnd = at > 0 ? urls[at - 1]!.end + /^[\p{L}\p{N}_/-]{0,40}/u.exec(text.slice(urls[at - 1]!.end))![0].length : 0;
    const from = Math.max(previousEnd, u.index - 160);
    let start = from;
    for (const m of text.slice(from, u.index).matchAll(ITEM_START)) start = from + m.index + m[0].length;
    const label = text.slice(start, u.index);
    // What follows the link, past what a lost line break glued to it ("…/Opera-browser-OttoBulletproof (*)").
    const tail = text.slice(u.end, u.end + 60).replace(/^[\p{L}\p{N}_/-]{0,40}/u, '');
    const marked =
      OWN_LABEL.test(tail) ||
      (after?.test(tail) ?? false) ||
      (before?.test(label.slice(-12)) ?? false) ||
      // "►*Epidemic Sound: http://…": the item opens with the mark (not when the item is what follows another link).
      (start > previousEnd && (itemOpens?.test(label) ?? false));
    if (!marked || affiliateShopOf(u.url) === 'Amazon') return;
    // A link through an affiliate network's own host (awin1.com/...?ued=shop) names its shop in the affiliate rule
    // (affiliate-shops.ts) or in its item's words; the network itself is never the brand.
    const isNetwork = isAffiliateNetworkHost(u.host);
    const host = !isNetwork && isBrandSite(u.host) ? brandLabel(u.host) : null;
    const written = NAME_BEFORE_COLON.exec(label);
    const known = findBrandMentions(label, dictionary).find((name) => !name.startsWith('@') && keep(name));
    let brand: string | null = known ?? null;
    // An item labelled only by a generic word ("Merch: https://www.shirtshop.de/kanal *") is the creator's own listing.
    const genericLabel = written !== null && isGenericBrandName(written[2]!);
    if (!brand && host && !genericLabel && keep(host) && !presentedWithOwnProfile(host, markedProfiles))
      brand = written && brandKey(written[2]!) === brandKey(host) ? written[2]! : capitalise(host.replace(/^(?:get|try|go|join|use)-/, ''));
    // A shortener says nothing: the name its item writes after "auf"/"bei" ("vorab auf JOYN:"), or one its path holds.
    if (!brand && !host && written) {
      const candidate = written[2]!;
      const inPath = brandKey(candidate).length >= 4 && brandKey(u.url).includes(brandKey(candidate));
      // A network's link carries the destination's path ("…ued=kuechenprofi.de/pfanne"): a product word in it is no shop.
      if ((written[1] || (inPath && !isNetwork)) && keep(candidate)) brand = candidate;
    }
    const name = brand;
    if (!name || found.some((f) => brandKey(f.brand) === brandKey(name))) return;
    const writtenMark = OWN_LABEL.exec(tail)?.[0] ?? after?.exec(tail)?.[0] ?? '';
    found.push({ url: u.url, text: `${label.trim()} ${u.url}${writtenMark}`.replace(/\s+/g, ' ').trim(), brand: name });
  });
  return found;
}

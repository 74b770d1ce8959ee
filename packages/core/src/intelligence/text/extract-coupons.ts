/**
 * Discount codes in creator descriptions (pure, no I/O). Precision over recall: a code needs
 *   1. a code keyword ("code", "Rabattcode", "Gutscheincode", "promo code", "Gutschein:") or the shapes
 *      "10% Rabatt bei X mit CODE10" / "CODE = 37% OFF",
 *   2. a token that looks like a code (has a digit, is ALL CAPS, is CamelCase, or contains the channel's name),
 *   3. a benefit in the same sentence (or the one before): a percentage, an amount, "off", "Rabatt", "free", ...,
 *      unless the text names the kind of code ("Rabattcode", "promo code", "kortingscode"): that says the benefit.
 * Invite/referral/creator/QR codes and anything in a URL's query are ignored; a code in a link's path after
 * /discount/, /code/, /coupon/, /gutschein/, /rabatt/ or /promo/ counts (with a benefit, like any other code).
 * Other word orders ("10% ENRICO10", "NICO als Code", "Mcello5 - 5% Rabatt", "GymBeam discount: ada5"): coupon-patterns.ts.
 * A code written next to a brand (an @handle or a known name: "@esncom Athlete | Code: lukefit") needs no stated
 * benefit: creators' bios and link blocks write discount codes that way. A token that is not code-shaped (lowercase,
 * no digit) still counts there when the author quoted it ("Code „Ali“") or a brand stands next to it.
 * Brand: the nearest of a known sponsor name, "bei X" / "with X" / "Thanks X for" / "brought to you by X",
 * the word before "Code" ("Postmates Code:"), a brand's @handle that is not the creator's own, or a link's domain.
 * Text is read in Unicode compatibility form (NFKC): codes written in styled letters (𝐊𝐚𝐫𝐨𝟏𝟎) come out as plain text.
 */
import { isGenericBrandName } from '@creatorlens/contracts';
import { TEXT_ANALYSIS_LIMITS } from '../../security/text-analysis-limits.ts';
import { boundedText } from './bounded-text.ts';
import { asWritten, restoreLineBreaks } from './line-breaks.ts';
import { findKnownBrands, knownBrand } from './brand-dictionary.ts';
import {
  codesAfterDiscount,
  codesAfterDiscountWord,
  codesAfterUseVerb,
  codesEnteredAsCode,
  codesBeforeDiscount,
  codesBeforeKeyword,
  codesInParentheses,
  codesInUrlPaths,
  codesAfterBrandLinks,
  NOT_CODES,
  type PatternHit,
} from './coupon-patterns.ts';
import { BENEFIT, BRAND_STOP, CODE_PREFIXES, DISCOUNT_PREFIXES, MONTHS, SKIP_BEFORE, STOP_TOKENS } from './coupon-words.ts';
import { isOwnName, ownHandles } from './own-names.ts';
import { trimEndMatching, trimStartMatching } from '../../kernel/index.ts';
import { codeKeywordsIn } from './coupon-keywords.ts';
import { brandLabel, findUrls, isBrandSite, maskUrls, origin, type FoundUrl } from './text-urls.ts';

export interface CouponCandidate {
  code: string;
  /** As people read it: "15 %", "10 EUR", "80 USD", "free shipping". */
  discount: string | null;
  discountPercent: number | null;
  brand: string | null;
  /** The brand's own site (never a shortener), when a link names it. */
  brandWebsite: string | null;
  url: string | null;
  /** The sentence the code was found in. */
  terms: string;
  validUntil: Date | null;
}

export interface ExtractOptions {
  /** The posting channel's name: lowercase codes are accepted when they contain it ("hardwaredealz"). */
  channelName?: string;
}

/** Sentence ends, line breaks, bullets and emoji (descriptions lost their line breaks; emoji and ►/♦ often stand in). */
const SEGMENT_BREAK = /[\r\n]+|(?:[\p{So}\p{Sk}|•]|\u{FE0F}|\u{200D})+|[.!?](?=\s|$)/gu;
interface Segment {
  start: number;
  end: number;
}
interface Brand {
  name: string;
  website: string | null;
  url: string | null;
  distance: number;
  rank: number;
  after?: boolean;
}

function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  let start = 0;
  for (const match of text.matchAll(SEGMENT_BREAK)) {
    if (match.index > start) segments.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  if (start < text.length) segments.push({ start, end: text.length });
  return segments;
}

const keyOf = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Splits run-together text off a code: `SURVIVALMATTINMax` → `SURVIVALMATTIN`, `DANNY-----ABOUT` → `DANNY`. */
function unglue(token: string): string {
  const glued = /^([A-Z0-9]{3,})[A-Z][a-z]{2,}/.exec(token);
  return glued ? glued[1]! : token.split(/-{2,}|_{2,}/)[0]!.replace(/[-_]+$/, '');
}

interface FoundCode {
  code: string;
  index: number;
  /** Text was glued onto the code: the line ended right after it. */
  lineEnd: number | null;
  /** The text calls it a discount code ("Rabattcode", "promo code"), which states the benefit by itself. */
  namedDiscount: boolean;
  /** Not code-shaped (lowercase word): kept only when quoted or written next to a brand. */
  weak: boolean;
  quoted: boolean;
  /** The link a path code was read from. */
  url?: string;
  /** Found after the word "code"/"Gutschein" (not by a word-order pattern). */
  viaKeyword: boolean;
}

/** A token a reader could type as a code at all (any shape): used for quoted codes and codes next to a brand. */
function couldBeCode(token: string): boolean {
  const lower = token.toLowerCase();
  return (
    token.length >= 3 &&
    token.length <= 24 &&
    !STOP_TOKENS.has(lower) &&
    !NOT_CODES.has(lower) &&
    !BRAND_STOP.has(lower) &&
    !DISCLOSURE_HEAD.test(token) &&
    /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u.test(token)
  );
}

/**
 * A disclosure word with a number or dash run onto it is the label, not a code: styled letters ("ᵂᴱᴿᴮᵁᴺᴳ-10% Rabatt")
 * read as plain ones after NFKC and would otherwise come out as `WERBUNG-1`.
 */
const DISCLOSURE_HEAD = /^(?:werbung|anzeige|reklame|sponsored|sponsor|advertisement|ad)(?:[-_.]|\d|$)/i;

function looksLikeCode(token: string, channelName?: string): boolean {
  if (token.length < 3 || token.length > 24 || STOP_TOKENS.has(token.toLowerCase()) || NOT_CODES.has(token.toLowerCase())) return false;
  if (DISCLOSURE_HEAD.test(token)) return false;
  if (/^\d+$/.test(token)) return token.length >= 4;
  if (/\d/.test(token) && /[A-Za-z]/.test(token)) return true;
  if (/^[A-Z]{3,}$/.test(token)) return true;
  if (/[a-z][A-Z]/.test(token)) return true;
  // Dotted or joined names: "JANA.WEISS", "KLETTER_NICO", "Anna.Berg" (a person's name as the code).
  if (/^(?=(?:[^A-Z]*[A-Z]){3})[A-Z0-9]+(?:[._-][A-Z0-9]+)+$/.test(token)) return true;
  if (/^\p{Lu}\p{Ll}+[._]\p{Lu}\p{Ll}+$/u.test(token)) return true;
  const key = keyOf(token);
  const channel = keyOf(channelName ?? '');
  return key.length >= 4 && channel.length >= 4 && (channel.includes(key) || key.includes(channel));
}

/** Code tokens with their offsets, found in the URL-masked text (and in link paths). */
/** A colon after "Codes" (whitespace and blanked links between), read in place rather than from a copy of the rest. */
const LIST_AFTER = /\s*:/y;

function findCodes(masked: string, urls: readonly FoundUrl[], channelName?: string): FoundCode[] {
  const found: FoundCode[] = [];
  const add = (token: string | undefined, index: number, namedDiscount = false, quoted = false, url?: string, viaKeyword = false) => {
    const code = unglue(token ?? '');
    const strong = looksLikeCode(code, channelName);
    if (!strong && !couldBeCode(code)) return;
    const at = masked.indexOf(code, index);
    // A hashtag glued right after the code ("MIGHTY#ufc") also starts the next (lost) line.
    const glued = at >= 0 && (code !== token || masked[at + code.length] === '#');
    found.push({
      code,
      index,
      lineEnd: glued ? at + code.length : null,
      namedDiscount,
      weak: !strong,
      quoted,
      viaKeyword,
      ...(url ? { url } : {}),
    });
  };
  for (const match of codeKeywordsIn(masked)) {
    const prefix = trimEndMatching(trimStartMatching(match.prefix.toLowerCase(), /-/), /-/);
    const keyword = match.keyword.toLowerCase();
    // "Rabatt-Codes posten": the plural names codes in general, unless a list follows ("Codes: A, B").
    LIST_AFTER.lastIndex = match.end;
    if (match.isPlural && !LIST_AFTER.test(masked)) continue;
    if (!CODE_PREFIXES.has(prefix) && !(keyword === 'gutschein' && prefix === 'rabatt')) continue;
    const before = /([\p{L}]+)[\s-]*$/u.exec(masked.slice(Math.max(0, match.index - 20), match.index))?.[1]?.toLowerCase();
    if (before && SKIP_BEFORE.has(before)) continue;
    const rest = masked.slice(match.end, match.end + 60);
    // "Gutschein" alone only with a colon ("RABATTGUTSCHEIN: E514").
    const shape =
      keyword === 'gutschein'
        ? /^\s*:\s*["'„“‚‘«»]*([A-Za-z0-9][\w-]*)/
        : /^(?:\s+(?:is|lautet|ist))?\s*(?:\(\s*\d{1,3}\s*%\s*\))?\s*(?:[:;=→>\-–—]|\p{So}|\u{FE0F})*\s*(["'„“‚‘’«»([*]*)\s*([A-Za-z0-9][\w.-]*[A-Za-z0-9]|[A-Za-z0-9]+)/u;
    const shaped = shape.exec(rest);
    const token = keyword === 'gutschein' ? shaped?.[1] : shaped?.[2];
    const quoted = keyword !== 'gutschein' && /["'„“‚‘’«»*]/.test(shaped?.[1] ?? '');
    const named =
      DISCOUNT_PREFIXES.has(prefix) ||
      (prefix === '' &&
        /\b(?:promo|discount|coupon|rabatt|korting|voucher)\s*$/i.test(masked.slice(Math.max(0, match.index - 12), match.index)));
    if (token && !/^\s*%/.test(rest.slice(rest.indexOf(token) + token.length))) add(token, match.index, named, quoted, undefined, true);
  }
  // "10% Rabatt bei YFood mit 10FRITZ", "Spare 20% auf ALLES mit JOHANNES20": the token must mix letters and digits.
  for (const match of masked.matchAll(/\d{1,3}\s*%[^.!?\n%]{0,60}?\b(?:mit|with|using)\s+([A-Za-z0-9][\w-]{2,30})/giu)) {
    const token = unglue(match[1]!);
    if (/\d/.test(token) && /[A-Za-z]/.test(token)) add(token, match.index + match[0].length - match[1]!.length);
  }
  // "''VIDDAL = 37% OFF" (quotes read from the first of a run: from every quote of a long run, the rest was rescanned).
  for (const match of masked.matchAll(/(?<!["'„“])["'„“]*\b([A-Z0-9]{3,20})["'„“]*\s*=\s*\d{1,3}\s*%\s*(?:off|OFF|Off)\b/gu))
    add(match[1], match.index);
  const patternHits: PatternHit[] = [
    ...codesAfterDiscount(masked),
    ...codesBeforeDiscount(masked),
    ...codesAfterDiscountWord(masked),
    ...codesInParentheses(masked),
    ...codesAfterUseVerb(masked),
  ];
  for (const hit of patternHits) add(hit.token, hit.index, false, hit.quoted);
  // "LENA20 ist mein Rabattcode", "Juliana20 - Shein Rabattcode": named as a discount code, like "Rabattcode: X".
  for (const hit of codesBeforeKeyword(masked)) add(hit.token, hit.index, true, hit.quoted);
  // "Gib sonnigestage als Code ein": the text calls the token a code, as after the word "Code" (a lowercase one still
  // needs its brand next to it).
  for (const hit of codesEnteredAsCode(masked)) add(hit.token, hit.index, false, hit.quoted, undefined, true);
  for (const hit of codesInUrlPaths(urls)) add(hit.token, hit.index, false, false, hit.url);
  // "Werbung ▬ Knusperhof ► https://knusperhof.de TILDA10": a block of brand links with a code after each link. The
  // block's heading says what the codes are, so the code needs no stated benefit (its brand is still required).
  for (const hit of codesAfterBrandLinks(masked, urls)) if (looksLikeCode(hit.token, channelName)) add(hit.token, hit.index, true);
  // One entry per code and place: the finders overlap ("Code: X (10%)" is found three ways). An entry goes when an
  // earlier one has the same code within 80 characters; earlier entries are found by 80-character buckets, as
  // comparing every pair is quadratic in the number of candidates.
  const earlier = new Map<string, number[]>();
  const unique = found.filter((f) => {
    const code = f.code.toLowerCase();
    const bucket = Math.floor(f.index / 80);
    const isDuplicate = [bucket - 1, bucket, bucket + 1].some((b) =>
      earlier.get(`${code}|${b}`)?.some((index) => Math.abs(index - f.index) < 80),
    );
    const key = `${code}|${bucket}`;
    earlier.set(key, [...(earlier.get(key) ?? []), f.index]);
    return !isDuplicate;
  });
  // Each candidate is weighed against its sentences: past maxCandidatesPerText (far beyond a real post) only the first
  // ones in the text are.
  if (unique.length <= TEXT_ANALYSIS_LIMITS.maxCandidatesPerText) return unique;
  const cutOff = unique.map((f) => f.index).sort((a, b) => a - b)[TEXT_ANALYSIS_LIMITS.maxCandidatesPerText - 1]!;
  return unique.filter((f) => f.index <= cutOff).slice(0, TEXT_ANALYSIS_LIMITS.maxCandidatesPerText);
}

/** The index of the segment holding a position (segments are sorted and apart), or -1. */
function segmentAt(segments: readonly Segment[], index: number): number {
  let low = 0;
  let high = segments.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const segment = segments[middle]!;
    if (index < segment.start) high = middle - 1;
    else if (index >= segment.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** A brand is written in this part of the text: a brand's @handle (not the creator's), a known sponsor, "bei X", "X Code", "X Athlete". */
function namesBrand(part: string, channelName: string | undefined, own: ReadonlySet<string>, lookups: Lookups): boolean {
  if (lookups.knownBrands(part).length > 0) return true;
  for (const m of part.matchAll(/(?<![\w.])@([A-Za-z0-9_.]{2,30})/g))
    if (!own.has(m[1]!.toLowerCase()) && !isOwnName(m[1]!, channelName)) return true;
  if (/\b(?:bei|at|auf|von)\s+\p{Lu}[\p{L}\p{N}]{2,}/u.test(part)) return true;
  // Brand words are read to at most 40 letters after their capital: unbounded, a long word was rescanned from each of
  // its letters (the patterns ignore case, so every letter may start a name).
  const before = /(\p{Lu}[\p{L}\p{N}'’]{1,40})\s+(?:(?:promo|discount|rabatt|gutschein|kortings?)[\s-]?)?code\b/iu.exec(part);
  if (before && /^\p{Lu}/u.test(before[1]!) && !BRAND_STOP.has(before[1]!.toLowerCase()) && !isOwnName(before[1]!, channelName))
    return true;
  return /\p{Lu}[\p{L}\p{N}&'’]{1,40}\s+(?:athlete|athletin|ambassador|partner)\b/iu.test(part);
}

/** A link to a brand's own site in this part of the text ("Nutzt den Code Max für 20 % auf https://kraftriegel.de"). */
function brandLinkIn(urls: readonly FoundUrl[], part: Segment, channelName: string | undefined, own: ReadonlySet<string>): boolean {
  return urls.some((u) => {
    if (u.index < part.start || u.index >= part.end || !isBrandSite(u.host)) return false;
    const label = brandLabel(u.host)!;
    return !own.has(label) && !isOwnName(label, channelName) && !isGenericBrandName(label);
  });
}

function nearest<T extends { index: number }>(items: readonly T[], at: number): T | undefined {
  return [...items].sort((a, b) => Math.abs(a.index - at) - Math.abs(b.index - at))[0];
}

/** Capitalisation of a domain label as the text writes it (`nordvpn` → `NordVPN`, `fishingclash` → `Fishing Clash`). */
function brandNameFromLabel(label: string, text: string, urls: readonly FoundUrl[]): string {
  const inUrl = (i: number) => urls.some((u) => i >= u.index && i < u.end);
  const mentionsOf = (name: string) => {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${[...name.replace(/[^a-z0-9]/g, '')].join('[\\s-]?')}(?![\\p{L}\\p{N}])`, 'giu');
    return [...text.matchAll(pattern)];
  };
  // "buyraycon.com" → "Raycon" when the text names it so.
  const core = label.replace(/^(?:buy|get|try|shop|go|join|use)(?=[a-z]{4,})/, '');
  const coreMentions = core !== label ? mentionsOf(core).filter((m) => !inUrl(m.index)) : [];
  const name = coreMentions.length > 0 ? core : label;
  const mentions = coreMentions.length > 0 ? coreMentions : mentionsOf(label);
  const spelled = (mentions.find((m) => !inUrl(m.index)) ?? mentions[0])?.[0] ?? name;
  return spelled === spelled.toLowerCase()
    ? spelled
        .split(/[\s-]+/)
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ')
    : spelled;
}

/**
 * A creator's own redirect domain (`simpli.deals/naturstrom`, `2bg.deals/clark44`; short-link TLDs only): the host is
 * named nowhere in the text's words, the path's name is ("Checkt Naturstrom ab", "die CLARK App"), so the path names
 * the brand. A brand's own site (`kochwerk.de/messer`) keeps its host.
 */
const REDIRECT_TLDS = /\.(?:deals|deal|link|links|promo|click|go|to|ly|gg|me|page)$/i;

function redirectPathLabel(u: FoundUrl, text: string, urls: readonly FoundUrl[]): string | null {
  if (!REDIRECT_TLDS.test(u.host)) return null;
  // The host's own name, however short (`wk.deals`): brandLabel drops names under three letters.
  const label =
    u.host
      .toLowerCase()
      .replace(/^www\./, '')
      .split('.')
      .at(-2) ?? '';
  if (!label) return null;
  const inWords = (name: string) => {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}./])${name.replace(/[^a-z0-9]/gi, '')}(?![\\p{L}\\p{N}])`, 'giu');
    return [...text.matchAll(pattern)].some((m) => !urls.some((x) => m.index >= x.index && m.index < x.end));
  };
  if (inWords(label)) return null;
  const path = /^(?:https?:\/\/)?[^/\s]+\/([A-Za-z][A-Za-z-]{2,30}?)\d*(?:[/?#]|$)/i.exec(u.url)?.[1];
  if (!path || BRAND_STOP.has(path.toLowerCase()) || isGenericBrandName(path)) return null;
  return inWords(path) ? path.toLowerCase() : null;
}

/** `ranges` carry a depth: 0 is searched first, equal depths compete on distance to the code. */
/**
 * Brand lookups of one text, each made once: every candidate code looks at the sentences around it, and a text of
 * thousands of candidates in one long sentence would otherwise scan that sentence (and the whole text, for a link's
 * brand spelling) once per candidate.
 */
interface Lookups {
  knownBrands: (part: string) => ReturnType<typeof findKnownBrands>;
  nameFromLabel: (label: string) => string;
  pathLabel: (u: FoundUrl) => string | null;
}

function lookupsOf(text: string, urls: readonly FoundUrl[]): Lookups {
  const known = new Map<string, ReturnType<typeof findKnownBrands>>();
  const names = new Map<string, string>();
  const paths = new Map<string, string | null>();
  return {
    pathLabel: (u) => {
      if (!paths.has(u.url)) paths.set(u.url, redirectPathLabel(u, text, urls));
      return paths.get(u.url)!;
    },
    knownBrands: (part) => {
      if (!known.has(part)) known.set(part, findKnownBrands(part));
      return known.get(part)!;
    },
    nameFromLabel: (label) => {
      if (!names.has(label)) names.set(label, brandNameFromLabel(label, text, urls));
      return names.get(label)!;
    },
  };
}

function findBrand(
  text: string,
  masked: string,
  urls: readonly FoundUrl[],
  code: FoundCode,
  ranges: (Segment & { depth: number })[],
  channelName: string | undefined,
  own: ReadonlySet<string>,
  lookups: Lookups,
): Brand | null {
  const candidates: Brand[] = [];
  ranges.forEach((range) => {
    const depth = range.depth;
    const part = masked.slice(range.start, range.end);
    // "Landleben Clothing 5€ RABATTGUTSCHEIN: E514": a capitalised name opening the sentence, right before the discount.
    const leading = /^\s*(\p{Lu}[\p{L}\p{N}]+(?:\s+\p{Lu}[\p{L}\p{N}]+)?)\s*:?\s+\d{1,3}\s*(?:€|%|euro\b|\$)/u.exec(part);
    if (leading && !BRAND_STOP.has(leading[1]!.toLowerCase().split(/\s+/)[0]!)) {
      candidates.push({ name: leading[1]!, website: null, url: null, distance: Math.abs(range.start - code.index), rank: depth * 10 + 1 });
    }
    // "Knusperhof ► https://… TILDA10": a name alone before the arrow that opens the code's own line.
    const alone =
      depth > 0 && range.end <= code.index
        ? /^\s*(\p{Lu}[\p{L}\p{N}&'’-]{1,40}(?:\s+\p{Lu}[\p{L}\p{N}&'’-]{1,40}){0,2})\s*:?\s*$/u.exec(part)
        : null;
    if (alone && !BRAND_STOP.has(alone[1]!.toLowerCase()))
      candidates.push({ name: alone[1]!, website: null, url: null, distance: code.index - range.end, rank: depth * 10 + 1 });
    for (const { brand, index } of lookups.knownBrands(text.slice(range.start, range.end))) {
      const at = range.start + index;
      // Written as a handle ("@smilodox"): the bio convention puts it before its code, as for other handles below.
      const asHandle = text[at - 1] === '@';
      candidates.push({
        name: brand.name,
        website: null,
        url: null,
        distance: asHandle && at > code.index ? at - code.index + 60 : Math.abs(at - code.index),
        rank: depth * 10,
        after: at > code.index,
      });
    }
    const patterns =
      /(?:\b[Bb]ei\s+([\p{L}][\p{L}\p{N}&'.-]*(?:[ \t]+\p{Lu}[\p{Lu}\p{N}&'.-]*(?![\p{Ll}])){0,2})|\b(?:at|with|by|von|[Tt]hanks?(?: to)?|[Dd]anke an|partnered with|presented by)\s+(\p{Lu}[\p{L}\p{N}&'.-]*(?:\s+\p{Lu}[\p{L}\p{N}&'.-]*){0,2}))/gu;
    for (const m of part.matchAll(patterns)) {
      const name = trimEndMatching(m[1] ?? m[2] ?? '', /[.'-]/);
      if (name.length < 2 || BRAND_STOP.has(name.toLowerCase()) || keyOf(name) === keyOf(code.code)) continue;
      candidates.push({
        name,
        website: null,
        url: null,
        distance: Math.abs(range.start + (m.index ?? 0) - code.index),
        rank: depth * 10 + 1,
      });
    }
    const wordBefore =
      /(\p{Lu}[\p{L}\p{N}]{1,40})\s+(?=(?:(?:promo|discount|rabatt|gutschein|kortings?)[\s-]?)?code\b|(?:discount|rabatt)\s*:)/giu;
    for (const m of part.matchAll(wordBefore)) {
      const name = m[1]!;
      if (!/^\p{Lu}/u.test(name) || BRAND_STOP.has(name.toLowerCase()) || keyOf(name) === keyOf(code.code)) continue;
      candidates.push({ name, website: null, url: null, distance: Math.abs(range.start + m.index - code.index), rank: depth * 10 + 2 });
    }
    // A brand's own handle (not the creator's): "@foodspring | code ANNAFSG", "Rabatt-Code LUISA @morenutrition.de".
    for (const m of part.matchAll(/(?<![\w.])@([A-Za-z0-9_](?:[A-Za-z0-9_.]{1,28}[A-Za-z0-9_])?)/g)) {
      const handle = m[1]!;
      if (own.has(handle.toLowerCase()) || isOwnName(handle, channelName) || keyOf(handle) === keyOf(code.code)) continue;
      // Bios and link blocks write the brand first ("@foodspring | VANESSAFSG (15% off) ∙ @smilodox | …"): a handle after
      // the code more likely belongs to the next one.
      const at = range.start + m.index;
      candidates.push({
        name: handle,
        website: null,
        url: null,
        distance: at <= code.index ? code.index - at : at - code.index + 60,
        rank: depth * 10 + 1,
        after: at > code.index,
      });
    }
    // "Cirfit athlete, Promo code YANNCIRFIT", "Glitterbels Ambassador".
    for (const m of part.matchAll(/(\p{Lu}[\p{L}\p{N}&'’]{1,40})\s+(?:athlete|athletin|ambassador|ambassadeur|partner)\b/giu)) {
      const name = m[1]!;
      if (BRAND_STOP.has(name.toLowerCase()) || isOwnName(name, channelName)) continue;
      candidates.push({ name, website: null, url: null, distance: Math.abs(range.start + m.index - code.index), rank: depth * 10 + 2 });
    }
    for (const u of urls) {
      if (u.index < range.start || u.index >= range.end) continue;
      const label = lookups.pathLabel(u) ?? brandLabel(u.host);
      if (!label) continue;
      // A creator's own shop (ichgehangeln.de for "Ich geh' angeln") keeps the channel's spelling.
      const name = channelName && keyOf(channelName) === keyOf(label) ? channelName : lookups.nameFromLabel(label);
      candidates.push({
        name,
        website: isBrandSite(u.host) ? origin(u.url) : null,
        url: u.url,
        distance: Math.abs(u.index - code.index),
        rank: depth * 10 + 3,
      });
    }
  });
  // Known spellings win ("bhcosmetics" → "BH Cosmetics"); a domain inside a known name mentioned nearby becomes that name
  // (tanks.ly next to "World of Tanks").
  const known = candidates.filter((c) => c.rank % 10 === 0);
  for (const c of candidates) {
    const canonical =
      knownBrand(c.name) ??
      known.find((k) => c.rank % 10 === 3 && keyOf(k.name).includes(keyOf(c.name)) && Math.floor(k.rank / 10) === Math.floor(c.rank / 10));
    if (canonical) c.name = canonical.name;
  }
  // Generic words and platforms ("Download Code", "Shop: … CODE") never name the code's brand.
  for (let i = candidates.length - 1; i >= 0; i -= 1) if (isGenericBrandName(candidates[i]!.name)) candidates.splice(i, 1);
  candidates.sort((a, b) => Math.floor(a.rank / 10) - Math.floor(b.rank / 10) || a.distance - b.distance || a.rank - b.rank);
  // "@foodspring | VANESSAFSG (15% off) ∙ @smilodox | …": a handle right before the code's own segment (only a separator
  // between) is its brand, ahead of a handle written after the code.
  const own0 = ranges.find((r) => r.depth === 0) ?? ranges[0];
  const lead = own0 ? /@([A-Za-z0-9_.]{2,30})\s*[|:•∙·\-–—]?\s*$/.exec(masked.slice(Math.max(0, own0.start - 40), own0.start)) : null;
  const leadFree = !!lead && !own.has(lead[1]!.toLowerCase()) && !isOwnName(lead[1]!, channelName);
  const bestAfter = candidates[0]?.after === true;
  if (lead && leadFree && (candidates.length === 0 || bestAfter))
    candidates.unshift({ name: lead[1]!.replace(/\.$/, ''), website: null, url: null, distance: 0, rank: 1 });
  const best = candidates[0];
  if (!best) {
    const handle = nearest(
      [...masked.matchAll(/@([A-Za-z0-9_.]{3,30})/g)]
        .map((m) => ({ index: m.index, name: m[1]!.replace(/\.$/, '') }))
        .filter((h) => !own.has(h.name.toLowerCase()) && !isOwnName(h.name, channelName)),
      code.index,
    );
    return handle && Math.abs(handle.index - code.index) < 200
      ? { name: handle.name, website: null, url: null, distance: 0, rank: 99 }
      : null;
  }
  // A link for the coupon: the brand's own link, else the nearest link in the sentence.
  const sameBrand = candidates.find((c) => c.url && keyOf(c.name) === keyOf(best.name));
  const first = ranges.find((r) => r.depth === 0);
  const nearestUrl = nearest(
    urls.filter((u) => first && u.index >= first.start && u.index < first.end),
    code.index,
  );
  return { ...best, website: sameBrand?.website ?? best.website, url: sameBrand?.url ?? best.url ?? nearestUrl?.url ?? null };
}

function discountOf(context: string, codeOffset: number): { discount: string | null; percent: number | null } {
  const percents = [...context.matchAll(/(\d{1,3})(?:[.,]\d+)?\s*%(\s*(?:deposit\s+)?match)?/giu)]
    .filter((m) => Number(m[1]) > 0 && Number(m[1]) <= 100)
    .map((m) => ({
      index: m.index,
      discount: m[2] ? `${Number(m[1])} % deposit match` : `${Number(m[1])} %`,
      percent: m[2] ? null : Number(m[1]),
    }));
  // An amount before its currency is read from the first digit of its number only (from every digit, a long number
  // without a currency was rescanned to its end each time).
  const amounts = [
    ...context.matchAll(/([€$£])\s?(\d+(?:[.,]\d{1,2})?)|(?<!\d)(\d+(?:[.,]\d{1,2})?)\s?(€|eur\b|euro\b|\$|usd\b|£|gbp\b)/giu),
  ].map((m) => {
    const symbol = (m[1] ?? m[4] ?? '').toLowerCase();
    const currency = symbol === '$' || symbol === 'usd' ? 'USD' : symbol === '£' || symbol === 'gbp' ? 'GBP' : 'EUR';
    return { index: m.index, discount: `${(m[2] ?? m[3])!.replace(',', '.')} ${currency}`, percent: null };
  });
  // Tiers ("10% ab 50 € mit LENA10, 20% ab 100 € mit LENA20"): a percentage in the code's own clause before it wins.
  const clauseStart = Math.max(context.lastIndexOf(',', codeOffset), context.lastIndexOf(';', codeOffset)) + 1;
  const inClause = percents.filter((p) => p.index >= clauseStart && p.index < codeOffset);
  const best = inClause.at(-1) ?? nearest([...percents, ...amounts], codeOffset);
  if (best) return { discount: best.discount, percent: best.percent };
  if (/free shipping|versandkostenfrei|kostenlose[rn]? versand/i.test(context)) return { discount: 'free shipping', percent: null };
  return { discount: null, percent: null };
}

/** The words around the code, cut at word boundaries, at most ~240 characters. */
function termsOf(text: string, segment: Segment, at: number): string {
  let start = Math.max(segment.start, at - 120);
  let end = Math.min(segment.end, at + 120);
  if (start > segment.start) start = text.indexOf(' ', start) + 1 || start;
  if (end < segment.end) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > segment.start ? '… ' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < segment.end ? ' …' : ''}`;
}

function validUntilOf(context: string): Date | null {
  const german = /\bbis\b[^.\d]{0,40}?\(?(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})\b/iu.exec(context);
  if (german) {
    const year = german[3]!.length === 2 ? 2000 + Number(german[3]) : Number(german[3]);
    return new Date(Date.UTC(year, Number(german[2]) - 1, Number(german[1]), 23, 59, 59));
  }
  const english = new RegExp(
    `\\b(?:until|ends?|through|expires?)\\s+(${MONTHS.join('|')})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})`,
    'iu',
  ).exec(context);
  if (english) return new Date(Date.UTC(Number(english[3]), MONTHS.indexOf(english[1]!.toLowerCase()), Number(english[2]), 23, 59, 59));
  return null;
}

/** The discount codes in a text, each with its benefit, brand and link where the text names them. */
export function extractCoupons(rawText: string | null | undefined, options: ExtractOptions = {}): CouponCandidate[] {
  if (!rawText || !/code|gutschein|%|discount|rabatt|voucher|coupon|korting|werbung|anzeige|sponsor|partner|#ad/i.test(rawText)) return [];
  // Bounded: this is also the seed's coupon reader (find-offers.ts), which does not come through analyzePostText.
  // Line breaks the source lost are put back (line-breaks.ts); the terms shown keep the text as written.
  const restored = restoreLineBreaks(boundedText(boundedText(rawText).normalize('NFKC')));
  const { text } = restored;
  const urls = findUrls(text);
  const masked = maskUrls(text, urls);
  const segments = segmentsOf(masked);
  const own = ownHandles(text, options.channelName);
  const lookups = lookupsOf(text, urls);
  const results: (CouponCandidate & { at: number })[] = [];
  const seen = new Set<string>();
  for (const code of findCodes(masked, urls, options.channelName)) {
    const at = segmentAt(segments, code.index);
    const found = segments[at] ?? (code.url ? segmentAround(code.index, segments) : undefined);
    if (!found) continue;
    const foundAt = found === segments[at] ? at : segments.indexOf(found);
    // Glued text after the code belongs to the next (lost) line.
    const line = code.lineEnd && code.lineEnd < found.end ? { start: found.start, end: code.lineEnd } : found;
    const after = line !== found ? { start: line.end, end: found.end } : undefined;
    const previous = foundAt > 0 ? segments[foundAt - 1] : undefined;
    const next = after ?? segments[foundAt + 1];
    const benefit = (s: Segment | undefined) => !!s && BENEFIT.test(masked.slice(s.start, s.end).replace(code.code, ''));
    const brandInLine = namesBrand(masked.slice(line.start, line.end), options.channelName, own, lookups);
    const brandNear =
      brandInLine ||
      (!!previous &&
        line.start - previous.end < 4 &&
        namesBrand(masked.slice(previous.start, previous.end), options.channelName, own, lookups));
    // A lowercase word is a code only where the author marked it as one: quoted, or written next to a brand.
    // (A brand's own link in the line marks it too, "Nutzt den Code Max für 20 % auf https://kraftriegel.de", but
    // does not stand in for the benefit below.)
    const markedByBrand = brandNear || brandLinkIn(urls, line, options.channelName, own);
    if (code.weak && !code.quoted && !(code.viaKeyword && markedByBrand)) continue;
    // The offer is described in the code's own sentence, else in the one before ("Go to X for 10% off! Use code Y") or after.
    // A code written next to its own brand ("| @cdewear Code: LENAWEAR") does not borrow the discount of the item before.
    const ownItem = brandInLine && (code.viaKeyword || code.quoted);
    const stated = benefit(line) ? line : ownItem ? undefined : benefit(previous) ? previous : benefit(next) ? next : undefined;
    // A code the text calls a discount code states its benefit by itself ("kortingscode: Kalvijn10"), and so does a code
    // written after "Code" next to a brand ("@esncom Athlete | Code: lukefit"). Both still need a brand in their own
    // sentence or the one before: after a bullet, the next sentence is usually another item.
    const namedOnly = !stated && (code.namedDiscount || ((code.viaKeyword || code.quoted) && brandNear));
    if (!stated && !namedOnly) continue;
    const offer = stated ?? line;
    const contextStart = Math.min(offer.start, line.start);
    const context = masked.slice(contextStart, Math.max(offer.end, line.end));
    const { discount, percent } = discountOf(context, code.index - contextStart);
    // The offer's sentence first; then the sentences around it (the one before first when the code ended a line).
    const ranges = [line, previous, namedOnly ? undefined : next]
      .map((segment, i) => (segment ? { ...segment, depth: segment === offer ? 0 : i === 0 ? 1 : code.lineEnd && i === 2 ? 3 : 2 } : null))
      .filter((r): r is Segment & { depth: number } => r !== null);
    const brand = findBrand(text, masked, urls, code, ranges, options.channelName, own, lookups);
    if (namedOnly && !brand) continue;
    const key = `${code.code.toLowerCase()}|${(brand?.name ?? '').toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    results.push({
      code: code.code,
      discount,
      discountPercent: percent,
      brand: brand?.name ?? null,
      brandWebsite: brand?.website ?? null,
      url: code.url ?? brand?.url ?? null,
      terms: asWritten(restored, termsOf(text, line, code.index)),
      validUntil: validUntilOf(masked.slice(line.start, line.end)),
      at: code.index,
    });
  }
  // In the order the text writes them (the finders run one word order after another).
  return results.sort((a, b) => a.at - b.at).map(({ at: _at, ...coupon }) => coupon);
}

/** The segment a masked link belongs to: links are blanked, so a link at a segment's end may fall between segments. */
function segmentAround(index: number, segments: readonly Segment[]): Segment | undefined {
  return [...segments].reverse().find((s) => s.start <= index) ?? segments[0];
}

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
import { TEXT_ANALYSIS_LIMITS } from '../../security/index.ts';
import { boundedText } from './bounded-text.ts';
import { asWritten, restoreLineBreaks } from './line-breaks.ts';
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
import { ownHandles } from './own-names.ts';
import { trimEndMatching, trimStartMatching } from '../../kernel/index.ts';
import { codeKeywordsIn } from './coupon-keywords.ts';
import { brandLinkIn, findBrand, keyOf, lookupsOf, namesBrand, nearest } from './coupon-brand.ts';
import type { FoundCode, Segment } from './coupon-types.ts';
import { findUrls, maskUrls, type FoundUrl } from './text-urls.ts';

interface CouponCandidate {
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

interface ExtractOptions {
  /** The posting channel's name: lowercase codes are accepted when they contain it ("hardwaredealz"). */
  channelName?: string;
}

/** Sentence ends, line breaks, bullets and emoji (descriptions lost their line breaks; emoji and ►/♦ often stand in). */
const SEGMENT_BREAK = /[\r\n]+|(?:[\p{So}\p{Sk}|•]|\u{FE0F}|\u{200D})+|[.!?](?=\s|$)/gu;

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

/** Splits run-together text off a code: `SURVIVALMATTINMax` → `SURVIVALMATTIN`, `DANNY-----ABOUT` → `DANNY`. */
function unglue(token: string): string {
  const glued = /^([A-Z0-9]{3,})[A-Z][a-z]{2,}/.exec(token);
  return glued ? glued[1]! : token.split(/-{2,}|_{2,}/)[0]!.replace(/[-_]+$/, '');
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

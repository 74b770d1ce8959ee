/**
 * Discount codes in creator descriptions (pure, no I/O). Precision over recall: a code needs
 *   1. a code keyword ("code", "Rabattcode", "Gutscheincode", "promo code", "Gutschein:") or the shapes
 *      "10% Rabatt bei X mit CODE10" / "CODE = 37% OFF",
 *   2. a token that looks like a code (has a digit, is ALL CAPS, is CamelCase, or contains the channel's name),
 *   3. a benefit in the same sentence (or the one before): a percentage, an amount, "off", "Rabatt", "free", ...,
 *      unless the text names the kind of code ("Rabattcode", "promo code", "kortingscode"): that says the benefit.
 * Invite/referral/creator/QR codes and anything inside a URL are ignored.
 * Brand: the nearest of a known sponsor name, "bei X" / "with X" / "Thanks X for" / "brought to you by X",
 * the word before "Code" ("Postmates Code:"), or a link's domain; an @handle only as a last resort.
 */
import { findKnownBrands, knownBrand } from './brand-dictionary.ts';
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
const CODE_PREFIXES = new Set(['', 'rabatt', 'gutschein', 'promo', 'discount', 'coupon', 'voucher', 'aktions', 'spar', 'gift', 'bonus', 'kortings', 'korting']);
/** Prefixes that name a discount code by kind: no benefit needs to be stated next to it ("gift" and "bonus" codes may be for anything). */
const DISCOUNT_PREFIXES = new Set(['rabatt', 'gutschein', 'promo', 'discount', 'coupon', 'voucher', 'aktions', 'spar', 'kortings', 'korting']);
const SKIP_BEFORE = new Set(['invite', 'referral', 'einladungs', 'qr', 'creator', 'source', 'zip', 'post', 'area', 'country', 'error', 'dress', 'country', 'html', 'morse', 'bar']);
const STOP_TOKENS = new Set([
  'the', 'a', 'an', 'at', 'in', 'on', 'to', 'for', 'and', 'or', 'is', 'it', 'be', 'of', 'by', 'my', 'our', 'your', 'you',
  'this', 'that', 'here', 'below', 'above', 'link', 'links', 'checkout', 'now', 'only', 'when', 'with', 'from', 'get',
  'und', 'oder', 'den', 'dem', 'der', 'die', 'das', 'mit', 'für', 'auf', 'bei', 'ist', 'im', 'hier', 'unten', 'oben',
  'gilt', 'nur', 'jetzt', 'kannst', 'gibt', 'funktioniert', 'code', 'codes', 'http', 'https', 'www', 'used', 'use',
]);
const BRAND_STOP = new Set([
  'alles', 'allem', 'code', 'codes', 'link', 'links', 'instagram', 'youtube', 'twitter', 'tiktok', 'facebook', 'twitch',
  'discord', 'patreon', 'amazon', 'checkout', 'first', 'your', 'my', 'our', 'the', 'dir', 'mir', 'uns', 'euch', 'deine',
  'deinen', 'eure', 'euren', 'ihre', 'ihr', 'rabatt', 'discount', 'promo', 'gutschein', 'use', 'mit', 'dem', 'den',
  'enter', 'benutze', 'verwende', 'verwendet', 'oder', 'or', 'with', 'using', 'exclusive', 'special', 'secret', 'invite',
  'creator', 'gift', 'this', 'spare', 'save', 'get', 'and', 'und', 'bestellung', 'bestellungen', 'order', 'orders', 'all',
  'a', 'an', 'me', 'us', 'you', 'i', 'it', 'is', 'at', 'sign', 'up', 'go', 'to', 'now', 'jetzt', 'bis', 'until', 'der', 'die', 'das',
  'neuen', 'jeder', 'jedem', 'einem', 'einer', 'allen', 'kauf', 'fragen', 'interesse', 'bedarf', 'deiner', 'eurer', 'checkout',
]);
const BENEFIT = /\d\s*%|[€$£]\s?\d|\d\s?(?:€|eur\b|euro\b|\$|usd\b|£)|\b(?:off|rabatt|discount|sparen|spare|spart|save|gratis|free|kostenlos|guthaben|startguthaben|reward|bonus|erhalte\w*|bekomm\w*|get|obtain|gibt es|deal)\b/iu;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

interface Segment { start: number; end: number }
interface Brand { name: string; website: string | null; url: string | null; distance: number; rank: number }

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

const keyOf = (value: string) => value.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');

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
}

function looksLikeCode(token: string, channelName?: string): boolean {
  if (token.length < 3 || token.length > 24 || STOP_TOKENS.has(token.toLowerCase())) return false;
  if (/^\d+$/.test(token)) return token.length >= 4;
  if (/\d/.test(token) && /[A-Za-z]/.test(token)) return true;
  if (/^[A-Z]{3,}$/.test(token)) return true;
  if (/[a-z][A-Z]/.test(token)) return true;
  const key = keyOf(token);
  const channel = keyOf(channelName ?? '');
  return key.length >= 4 && channel.length >= 4 && (channel.includes(key) || key.includes(channel));
}

/** Code tokens with their offsets, found in the URL-masked text. */
function findCodes(masked: string, channelName?: string): FoundCode[] {
  const found: FoundCode[] = [];
  const add = (token: string | undefined, index: number, namedDiscount = false) => {
    const code = unglue(token ?? '');
    if (!looksLikeCode(code, channelName)) return;
    const at = masked.indexOf(code, index);
    // A hashtag glued right after the code ("MIGHTY#ufc") also starts the next (lost) line.
    const glued = at >= 0 && (code !== token || masked[at + code.length] === '#');
    found.push({ code, index, lineEnd: glued ? at + code.length : null, namedDiscount });
  };
  for (const match of masked.matchAll(/([\p{L}-]*?)(code|gutschein)(s)?(?![\p{L}])/giu)) {
    const prefix = match[1]!.toLowerCase().replace(/^-+|-+$/g, '');
    const keyword = match[2]!.toLowerCase();
    if (!CODE_PREFIXES.has(prefix) && !(keyword === 'gutschein' && prefix === 'rabatt')) continue;
    const before = /([\p{L}]+)[\s-]*$/u.exec(masked.slice(Math.max(0, match.index - 20), match.index))?.[1]?.toLowerCase();
    if (before && SKIP_BEFORE.has(before)) continue;
    const rest = masked.slice(match.index + match[0].length, match.index + match[0].length + 60);
    // "Gutschein" alone only with a colon ("RABATTGUTSCHEIN: E514").
    const shape = keyword === 'gutschein' ? /^\s*:\s*["'„“‚‘«»]*([A-Za-z0-9][\w-]*)/ : /^(?:\s+(?:is|lautet|ist))?\s*(?:\(\s*\d{1,3}\s*%\s*\))?\s*[:;=→>\-–—]*\s*["'„“‚‘«»([]*\s*([A-Za-z0-9][\w-]*)/;
    const token = shape.exec(rest)?.[1];
    const named = DISCOUNT_PREFIXES.has(prefix) || (prefix === '' && /\b(?:promo|discount|coupon|rabatt|korting|voucher)\s*$/i.test(masked.slice(Math.max(0, match.index - 12), match.index)));
    if (token && !/^\s*%/.test(rest.slice(rest.indexOf(token) + token.length))) add(token, match.index, named);
  }
  // "10% Rabatt bei YFood mit 10FRITZ", "Spare 20% auf ALLES mit JOHANNES20": the token must mix letters and digits.
  for (const match of masked.matchAll(/\d{1,3}\s*%[^.!?\n%]{0,60}?\b(?:mit|with|using)\s+([A-Za-z0-9][\w-]{2,30})/giu)) {
    const token = unglue(match[1]!);
    if (/\d/.test(token) && /[A-Za-z]/.test(token)) add(token, match.index + match[0].length - match[1]!.length);
  }
  // "''VIDDAL = 37% OFF"
  for (const match of masked.matchAll(/["'„“]*\b([A-Z0-9]{3,20})["'„“]*\s*=\s*\d{1,3}\s*%\s*(?:off|OFF|Off)\b/gu)) add(match[1], match.index);
  return found;
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
  return spelled === spelled.toLowerCase() ? spelled.split(/[\s-]+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') : spelled;
}

/** `ranges` carry a depth: 0 is searched first, equal depths compete on distance to the code. */
function findBrand(text: string, masked: string, urls: readonly FoundUrl[], code: FoundCode, ranges: (Segment & { depth: number })[], channelName?: string): Brand | null {
  const candidates: Brand[] = [];
  ranges.forEach((range) => {
    const depth = range.depth;
    const part = masked.slice(range.start, range.end);
    // "Landleben Clothing 5€ RABATTGUTSCHEIN: E514": a capitalised name opening the sentence, right before the discount.
    const leading = /^\s*(\p{Lu}[\p{L}\p{N}]+(?:\s+\p{Lu}[\p{L}\p{N}]+)?)\s+\d{1,3}\s*(?:€|%|euro\b|\$)/u.exec(part);
    if (leading && !BRAND_STOP.has(leading[1]!.toLowerCase().split(/\s+/)[0]!)) {
      candidates.push({ name: leading[1]!, website: null, url: null, distance: Math.abs(range.start - code.index), rank: depth * 10 + 1 });
    }
    for (const { brand, index } of findKnownBrands(text.slice(range.start, range.end))) {
      candidates.push({ name: brand.name, website: null, url: null, distance: Math.abs(range.start + index - code.index), rank: depth * 10 });
    }
    const patterns = /(?:\bbei\s+([\p{L}][\p{L}\p{N}&'.-]*)|\b(?:at|with|by|[Tt]hanks?(?: to)?|[Dd]anke an|partnered with|presented by)\s+(\p{Lu}[\p{L}\p{N}&'.-]*(?:\s+\p{Lu}[\p{L}\p{N}&'.-]*){0,2}))/gu;
    for (const m of part.matchAll(patterns)) {
      const name = (m[1] ?? m[2] ?? '').replace(/[.'-]+$/, '');
      if (name.length < 2 || BRAND_STOP.has(name.toLowerCase()) || keyOf(name) === keyOf(code.code)) continue;
      candidates.push({ name, website: null, url: null, distance: Math.abs(range.start + (m.index ?? 0) - code.index), rank: depth * 10 + 1 });
    }
    const wordBefore = /(\p{Lu}[\p{L}\p{N}]+)\s+(?=(?:promo|discount|rabatt|gutschein|kortings?)?code\b)/giu;
    for (const m of part.matchAll(wordBefore)) {
      const name = m[1]!;
      if (!/^\p{Lu}/u.test(name) || BRAND_STOP.has(name.toLowerCase()) || keyOf(name) === keyOf(code.code)) continue;
      candidates.push({ name, website: null, url: null, distance: Math.abs(range.start + m.index - code.index), rank: depth * 10 + 2 });
    }
    for (const u of urls) {
      if (u.index < range.start || u.index >= range.end) continue;
      const label = brandLabel(u.host);
      if (!label) continue;
      // A creator's own shop (ichgehangeln.de for "Ich geh' angeln") keeps the channel's spelling.
      const name = channelName && keyOf(channelName) === keyOf(label) ? channelName : brandNameFromLabel(label, text, urls);
      candidates.push({ name, website: isBrandSite(u.host) ? origin(u.url) : null, url: u.url, distance: Math.abs(u.index - code.index), rank: depth * 10 + 3 });
    }
  });
  // Known spellings win ("bhcosmetics" → "BH Cosmetics"); a domain inside a known name mentioned nearby becomes that name
  // (tanks.ly next to "World of Tanks").
  const known = candidates.filter((c) => c.rank % 10 === 0);
  for (const c of candidates) {
    const canonical = knownBrand(c.name) ?? known.find((k) => c.rank % 10 === 3 && keyOf(k.name).includes(keyOf(c.name)) && Math.floor(k.rank / 10) === Math.floor(c.rank / 10));
    if (canonical) c.name = canonical.name;
  }
  candidates.sort((a, b) => Math.floor(a.rank / 10) - Math.floor(b.rank / 10) || a.distance - b.distance || a.rank - b.rank);
  const best = candidates[0];
  if (!best) {
    const handle = nearest([...masked.matchAll(/@([A-Za-z0-9_.]{3,30})/g)].map((m) => ({ index: m.index, name: m[1]!.replace(/\.$/, '') })), code.index);
    return handle && Math.abs(handle.index - code.index) < 200 ? { name: handle.name, website: null, url: null, distance: 0, rank: 99 } : null;
  }
  // A link for the coupon: the brand's own link, else the nearest link in the sentence.
  const sameBrand = candidates.find((c) => c.url && keyOf(c.name) === keyOf(best.name));
  const first = ranges.find((r) => r.depth === 0);
  const nearestUrl = nearest(urls.filter((u) => first && u.index >= first.start && u.index < first.end), code.index);
  return { ...best, website: sameBrand?.website ?? best.website, url: sameBrand?.url ?? best.url ?? nearestUrl?.url ?? null };
}

function discountOf(context: string, codeOffset: number): { discount: string | null; percent: number | null } {
  const percents = [...context.matchAll(/(\d{1,3})(?:[.,]\d+)?\s*%(\s*(?:deposit\s+)?match)?/giu)]
    .filter((m) => Number(m[1]) > 0 && Number(m[1]) <= 100)
    .map((m) => ({ index: m.index, discount: m[2] ? `${Number(m[1])} % deposit match` : `${Number(m[1])} %`, percent: m[2] ? null : Number(m[1]) }));
  const amounts = [...context.matchAll(/([€$£])\s?(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s?(€|eur\b|euro\b|\$|usd\b|£|gbp\b)/giu)].map((m) => {
    const symbol = (m[1] ?? m[4] ?? '').toLowerCase();
    const currency = symbol === '$' || symbol === 'usd' ? 'USD' : symbol === '£' || symbol === 'gbp' ? 'GBP' : 'EUR';
    return { index: m.index, discount: `${(m[2] ?? m[3])!.replace(',', '.')} ${currency}`, percent: null };
  });
  const best = nearest([...percents, ...amounts], codeOffset);
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
  const english = new RegExp(`\\b(?:until|ends?|through|expires?)\\s+(${MONTHS.join('|')})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})`, 'iu').exec(context);
  if (english) return new Date(Date.UTC(Number(english[3]), MONTHS.indexOf(english[1]!.toLowerCase()), Number(english[2]), 23, 59, 59));
  return null;
}

export function extractCoupons(text: string | null | undefined, options: ExtractOptions = {}): CouponCandidate[] {
  if (!text || !/code|gutschein|%/i.test(text)) return [];
  const urls = findUrls(text);
  const masked = maskUrls(text, urls);
  const segments = segmentsOf(masked);
  const results: CouponCandidate[] = [];
  const seen = new Set<string>();
  for (const code of findCodes(masked, options.channelName)) {
    const at = segments.findIndex((s) => code.index >= s.start && code.index < s.end);
    const found = segments[at];
    if (!found) continue;
    // Glued text after the code belongs to the next (lost) line.
    const own = code.lineEnd && code.lineEnd < found.end ? { start: found.start, end: code.lineEnd } : found;
    const after = own !== found ? { start: own.end, end: found.end } : undefined;
    const previous = at > 0 ? segments[at - 1] : undefined;
    const next = after ?? segments[at + 1];
    const benefit = (s: Segment | undefined) => !!s && BENEFIT.test(masked.slice(s.start, s.end).replace(code.code, ''));
    // The offer is described in the code's own sentence, else in the one before ("Go to X for 10% off! Use code Y") or after.
    const stated = benefit(own) ? own : benefit(previous) ? previous : benefit(next) ? next : undefined;
    // A code the text calls a discount code states its benefit by itself ("kortingscode: Kalvijn10"). It still needs a
    // brand in its own sentence or the one before: after a bullet, the next sentence is usually another item.
    const namedOnly = !stated && code.namedDiscount;
    if (!stated && !namedOnly) continue;
    const offer = stated ?? own;
    const contextStart = Math.min(offer.start, own.start);
    const context = masked.slice(contextStart, Math.max(offer.end, own.end));
    const { discount, percent } = discountOf(context, code.index - contextStart);
    // The offer's sentence first; then the sentences around it (the one before first when the code ended a line).
    const ranges = [own, previous, namedOnly ? undefined : next]
      .map((segment, i) => (segment ? { ...segment, depth: segment === offer ? 0 : i === 0 ? 1 : code.lineEnd && i === 2 ? 3 : 2 } : null))
      .filter((r): r is Segment & { depth: number } => r !== null);
    const brand = findBrand(text, masked, urls, code, ranges, options.channelName);
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
      url: brand?.url ?? null,
      terms: termsOf(text, own, code.index),
      validUntil: validUntilOf(masked.slice(own.start, own.end)),
    });
  }
  return results;
}

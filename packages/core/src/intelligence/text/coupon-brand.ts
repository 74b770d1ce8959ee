/**
 * Which brand a found code belongs to: a brand written next to it (a known sponsor, an @handle that is not the
 * creator's, "bei X", "X Code"), a link to a brand's own site, or a redirect link's path, searched from the code's
 * sentence outwards. Split from extract-coupons.ts, which finds the codes.
 */
import { isGenericBrandName } from '@creatorlens/contracts';
import { trimEndMatching } from '../../kernel/index.ts';
import { findKnownBrands, knownBrand } from './brand-dictionary.ts';
import { BRAND_STOP } from './coupon-words.ts';
import type { Brand, FoundCode, Segment } from './coupon-types.ts';
import { isOwnName } from './own-names.ts';
import { brandLabel, isBrandSite, origin, type FoundUrl } from './text-urls.ts';

/** A name reduced to what compares: no accents, lower case, letters and digits only. */
export const keyOf = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A brand is written in this part of the text: a brand's @handle (not the creator's), a known sponsor, "bei X", "X Code", "X Athlete". */
export function namesBrand(part: string, channelName: string | undefined, own: ReadonlySet<string>, lookups: Lookups): boolean {
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
export function brandLinkIn(urls: readonly FoundUrl[], part: Segment, channelName: string | undefined, own: ReadonlySet<string>): boolean {
  return urls.some((u) => {
    if (u.index < part.start || u.index >= part.end || !isBrandSite(u.host)) return false;
    const label = brandLabel(u.host)!;
    return !own.has(label) && !isOwnName(label, channelName) && !isGenericBrandName(label);
  });
}

export function nearest<T extends { index: number }>(items: readonly T[], at: number): T | undefined {
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

export function lookupsOf(text: string, urls: readonly FoundUrl[]): Lookups {
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

export function findBrand(
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

/**
 * Sponsorship written without a disclosure word (pure, no I/O), each with the evidence shown to users:
 *   - an affiliate mark explained as advertising or commission: "Kamera*: https://amzn.to/… * = Werbung",
 *     "(*) Werbelink", "Mit * gekennzeichnete Links sind Affiliate-Links" (a bare "*Werbung" is a label, not a note);
 *   - a co-branded product: "Kaffeewerk x Mokka Monster x Crema Club Bundle";
 *   - a gambling ad with its legally required warning ("18+ | Glücksspiel kann süchtig machen"), or a third-party shop's
 *     offer that opens the description (its first lines, before the creator's own text).
 * The creator's own names never count (own-names.ts); every pattern reads a bounded window, so each stays linear.
 */
import { isGenericBrandName } from '@creatorlens/contracts';
import { findAffiliateShops } from './affiliate-shops.ts';
import { isOwnName } from './own-names.ts';
import { brandLabel, findUrls, isBrandSite } from './text-urls.ts';

interface AdBlockEvidence {
  kind: 'affiliate' | 'sponsor' | 'offer-link';
  text: string;
  brand: string | null;
}

/** The star (or "(*)") explained as advertising, an affiliate or commission link. */
const STAR_NOTE =
  /(?:\(\*\)|\*)[^\S\n]{0,3}(?:[=:–—-][^\S\n]{0,3}|(?:sind|ist|bedeutet|kennzeichnet|markiert)[^\S\n]{1,3})(?:werbung|anzeige|werbe-?links?|affiliate-?links?|provisions-?links?|partner-?links?)(?![\p{L}])|\(\*\)[^\S\n]{0,3}(?:werbung|anzeige|werbe-?links?|affiliate-?links?|provisions-?links?|partner-?links?)(?![\p{L}])|(?:mit|durch)[^\S\n]{1,3}(?:einem[^\S\n]{1,3})?(?:\(\*\)|\*|sternchen)[^\S\n]{1,3}(?:markierte|gekennzeichnete|versehene)[^\S\n]{1,3}links?[^\S\n]{1,3}(?:sind|=)[^\S\n]{1,3}(?:werbung|affiliate|provisions|partner|werbe)/iu;

/** "A x B x C Bundle": two or more capitalised names joined by "x", then a product word. */
const NAME_PART = String.raw`\p{Lu}[\p{L}\p{N}&'’.-]{0,30}(?: \p{Lu}[\p{L}\p{N}&'’.-]{0,30}){0,2}`;
const CO_BRANDED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${NAME_PART}(?: [x×X] ${NAME_PART}){1,3}) (?:Bundle|BUNDLE|Collab|Kollab|Kollaboration|Collection|Kollektion|Edition|EDITION|Box|Drop|Capsule|Limited Edition)(?:s|es|en|n)?(?![\p{L}])`,
  'u',
);

/** The warning a German gambling ad must carry, or the age mark next to betting words. */
const GAMBLING_WARNING =
  /glücksspiel\s+kann\s+süchtig\s+machen|spielteilnahme\s+(?:erst\s+)?ab\s+18|check-dein-spiel\.de|\b18\+[^\n]{0,60}(?:verantwortung|glücksspiel|wetten|casino|suchtgefahr)|(?:wetten|casino|sportwette\w*|einzahlung)[^\n]{0,80}\b18\+/iu;
/** A reader's benefit in an ad's line: a bonus, a discount, a free month, a new customer's offer. */
const AD_OFFER =
  /\d{1,3}\s*%|\d+\s*(?:€|euro)\s*(?:bonus|gratis|rabatt|guthaben|geschenkt)|\b(?:bonus|neukunden\w*|willkommensbonus|gratiswette|freiwette|gratis|kostenlos\w*|rabatt|gutschein|probemonat|sparen|spart)\b/iu;

const firstLines = (text: string) => text.slice(0, 400).split('\n').slice(0, 3).join('\n');

function shopOfLink(url: { host: string }, channelName: string | undefined): string | null {
  if (!isBrandSite(url.host)) return null;
  const label = brandLabel(url.host);
  if (!label || isOwnName(label, channelName) || isGenericBrandName(label)) return null;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Evidence of the kinds above in one text (the creator's own names excluded). */
export function findAdBlocks(text: string, channelName: string | undefined): AdBlockEvidence[] {
  const evidence: AdBlockEvidence[] = [];
  const star = STAR_NOTE.exec(text);
  if (star) evidence.push({ kind: 'affiliate', text: star[0].trim(), brand: findAffiliateShops(text)[0]?.name ?? null });
  const coBranded = CO_BRANDED.exec(text);
  if (coBranded) {
    // Every partner of the product is a sponsor ("A x B x C Bundles": A and C when B is the creator), one evidence each.
    // A sentence's capitalised first word is no part of the name ("Die Kaffeewerk x …").
    const partners = coBranded[1]!
      .replace(/^(?:Die|Der|Das|Den|Dem|The|Unsere?|Neue[nrs]?)\s+/u, '')
      .split(/ [x×X] /)
      .filter((name) => !isOwnName(name, channelName) && !isGenericBrandName(name));
    for (const partner of partners) evidence.push({ kind: 'sponsor', text: coBranded[0], brand: partner });
  }
  const urls = findUrls(text);
  const gambling = GAMBLING_WARNING.exec(text);
  if (gambling) {
    const shop = urls.map((u) => shopOfLink(u, channelName)).find((name) => name !== null) ?? null;
    // A warning with no third party's link is news or talk about gambling, not an ad.
    if (shop) evidence.push({ kind: 'sponsor', text: gambling[0], brand: shop });
  }
  // A third party's offer in the description's first lines, the place a paid ad block takes: the first brand link
  // there, with an offer and the brand's name written around it (links left out, so a domain never names itself).
  const top = firstLines(text);
  const first = gambling ? undefined : urls.find((u) => u.index < top.length && shopOfLink(u, channelName) !== null);
  if (first) {
    const shop = shopOfLink(first, channelName)!;
    const previousEnd = urls.filter((u) => u.end <= first.index).at(-1)?.end ?? 0;
    const start = Math.max(previousEnd, top.lastIndexOf('\n', first.index) + 1, first.index - 160);
    const window = text.slice(start, first.index);
    const spelled = new RegExp(`(?<![\\p{L}])${[...shop.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')].join('[\\s-]?')}`, 'iu');
    if (AD_OFFER.test(window) && spelled.test(window))
      evidence.push({ kind: 'offer-link', text: `${window.trim()} ${first.url}`, brand: shop });
  }
  return evidence;
}

/**
 * Sponsorship in the strict sense (pure, no I/O): a paid or material relationship with a third party, each with the
 * evidence a user is shown — a disclosure ("Werbung", "#ad", "Paid partnership"), sponsor phrasing ("presented by X",
 * "in Kooperation mit", "@brand Athlete"), a brand with a code or a personal offer link, an affiliate note, or a
 * product the text says was supplied. The creator's own merch, shops, labels and channels never count, and neither
 * do business-contact lines, credits or brand names inside a venue or league ("Allianz Arena"): none of those produce
 * evidence here. The promotional model (promotion.ts) is a separate signal and never makes a post sponsored.
 */
import { isGenericBrandName } from '@creatorlens/contracts';
import { TEXT_ANALYSIS_LIMITS } from '../../security/index.ts';
import { brandLabel, findUrls } from './text-urls.ts';
import { brandKey, findBrandMentions, type BrandDictionary } from './brands.ts';
import { classifyLink } from './links.ts';
import { channelTokens, isOwnName, ownHandles } from './own-names.ts';
import { trimEndMatching } from '../../kernel/index.ts';
import { findAdBlocks } from './ad-blocks.ts';
import { affiliateShopOf, findAffiliateShops } from './affiliate-shops.ts';
import { findMarkedLinks } from './marked-links.ts';

export type SponsorEvidenceKind = 'disclosure' | 'sponsor' | 'affiliate' | 'supplied' | 'brand-code' | 'offer-link';

export interface SponsorEvidence {
  kind: SponsorEvidenceKind;
  /** What the text says, as written (shortened): shown to users as the reason. */
  text: string;
  brand: string | null;
}

interface SponsorshipInput {
  text: string;
  channelName?: string;
  disclosureMarkers: readonly string[];
  coupons: readonly { code: string; brand: string | null }[];
  dictionary: BrandDictionary;
}

/** Markers that say the opposite of paid ("unbezahlte Werbung", "unpaid"): kept as markers, never as evidence. */
const UNPAID = /\bun(?:bezahlt|beauftragt|paid)|#unbezahlte|selbst\s*gekauft/iu;
const AFFILIATE_MARKER =
  /affiliate|partner-?link|provision|commission|ref-?link|werbe-?link|associate|paid\s+links?|earn\s+from|mich\s+(?:kostenlos\s+)?unterstütz/iu;
const SUPPLIED_MARKER =
  /zur\s+verfügung|providing|provided|supplying|sending|gifted|prsample|pr[- ]?(?:sample|paket|päckchen|produkt)|zugeschickt|zugesendet|geschenkt|geschickt|gesendet|erhalten|bekommen|überlassen|making\s+this|review\s+(?:unit|sample|copy)/iu;
const LABEL_ONLY = /^(?:#?(?:werbung|anzeige|reklame|ad|ads|advertisement|reclame|advertentie))$/iu;
/** A first-person possessive before a product: "meine Presets (Werbung)", "unsere Fussballsongs (Werbung)", "my own store". */
const OWN_PRODUCT =
  /\b(?:mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem|unserer|eigene[nmrs]?|my|our|own|mijn|onze|eigen)\s+(?:[\p{L}-]+\s+)?[\p{L}-]*?(?:shop|store|merch\w*|presets?|kollektion|collection|brand|marke|label|musik|music|songs?|single|album|buch|bücher|book|blog|podcast|kurs|course|app|tickets?|tour|produkte?|products?|playlist|e-?book|coaching|kanal|channel|hoodies?|shirts?|clothing|mode|website|seite)\b/iu;

/** A benefit for the reader next to a link: a discount, a free trial, free items. */
const OFFER =
  /\d{1,3}\s*%\s*(?:off|rabatt|discount|korting|sparen)|\b(?:save|spare|spart)\s+\d{1,3}\s*%|\b(?:free|gratis|kostenlose?n?)\s+(?:\d+[- ]?(?:day|tage?|month|monat)s?\s+)?(?:trial|month|monat|probemonat|testmonat|kit|items?|box)|\b\d+\s*(?:days?|tage|months?|monate)\s+(?:free|gratis|kostenlos)|\b(?:special|exclusive|exklusive[nr]?)\s+(?:discount|offer|rabatt|angebot)|\bdiscount\s+(?:on|off)\b|\bgratis\b|\bclaim\s+your\s+free\b/iu;
const REFERRAL_HOSTS = /(?:^|\.)(?:share\.epidemicsound\.com|refr\.cc|prf\.hn|partners\.webmasterplan\.com|go\.skimresources\.com)$/i;

/** At most ~120 characters, cut between code points (a lone surrogate half is refused by jsonb, failing the batch). */
const clip = (value: string) => {
  const cut = /[\uD800-\uDBFF]/.test(value[116] ?? '') ? 116 : 117;
  return (value.length > 120 ? `${value.slice(0, cut)}…` : value).replace(/\s+/g, ' ').trim();
};

/** The sentence or line around an offset (descriptions that lost their line breaks: at most ~140 characters either side). */
function lineAround(text: string, index: number, length = 0): { start: number; end: number } {
  const stops = /[\n\r]|[.!?](?=\s)|[|•▪►▶➡⇨✅❌✘✗]/gu;
  const base = Math.max(0, index - 140);
  let start = base;
  for (const m of text.slice(base, index).matchAll(stops)) start = base + m.index + m[0].length;
  let end = Math.min(text.length, index + length + 140);
  const after = text.slice(index + length, end).search(stops);
  if (after >= 0) end = index + length + after;
  return { start, end };
}

/** A link's paragraph: from the line break (or the link) before it to the next line break or link, at most ~160 characters before. */
function paragraphAround(
  text: string,
  urls: readonly { index: number; end: number; host: string }[],
  at: number,
): { start: number; end: number } {
  const link = urls[at]!;
  // A bare "Brilliant.org!" just before its own full link is the same offer, not a boundary.
  const sameSite = (a: { host: string }, b: { host: string }) => a.host.replace(/^www\./, '') === b.host.replace(/^www\./, '');
  const previousEnd = at > 0 && !sameSite(urls[at - 1]!, link) ? urls[at - 1]!.end : 0;
  const nextStart = at + 1 < urls.length ? urls[at + 1]!.index : text.length;
  // Line breaks are looked for only as far as the paragraph may reach: a text of thousands of links on one line would
  // otherwise be searched to its ends once per link.
  const from = Math.max(0, link.index - 160);
  const before = text.slice(from, link.index).lastIndexOf('\n');
  const after = text.slice(link.end, link.end + 80).indexOf('\n');
  const start = Math.max(previousEnd, before < 0 ? 0 : from + before + 1, link.index - 160);
  const end = Math.min(nextStart, after < 0 ? text.length : link.end + after, link.end + 80);
  return { start, end };
}

/** Common first names: "presented by Aidan McGivern" is a presenter, not a sponsor. */
const FIRST_NAMES = new Set(
  (
    'adam alex alexander alice amy andrea andreas andrew anna anne annika ben benjamin bernd carl carla carlos ' +
    'caroline charlie charlotte chris christian christina christoph claire claudia dan daniel david dennis dominik elena emily emma ' +
    'eric erik eva felix florian frank george hannah hans harry heike helen henry jack jacob james jan jana jane jason jennifer jens ' +
    'jessica joe johannes john jonas jonathan jordan josh julia julian justin karl katharina kate katie kevin klaus laura lea lena lisa ' +
    'lucas lukas luke marc marco maria marie mark markus martin matt matthew max michael michelle mike nadine nathan nick nico niklas ' +
    'nina oliver patrick paul peter philipp rachel richard robert ryan sam samuel sandra sarah sebastian simon sophia sophie stefan ' +
    'stephanie steve steven susan thomas tim tobias tom tony uwe victoria will william aidan ruth liam noah mia ella sean'
  ).split(' '),
);

/** "Stage Front VIP", "Miller Lite": capitalised words on one line, up to four, ending at a sentence end. */
const NAME = String.raw`(?:\p{Lu}[\p{L}\p{N}'’&-]*(?:\.[\p{L}\p{N}]+)*)(?:[ \t]+(?:of[ \t]+)?\p{Lu}[\p{L}\p{N}'’&-]*(?:\.[\p{L}\p{N}]+)*){0,3}`;

/** Brand names written right at a piece of evidence: @handles (not the creator's), dictionary brands, "by X" / "X Athlete". */
function brandsAt(text: string, start: number, end: number, input: SponsorshipInput, own: ReadonlySet<string>): string[] {
  const phrase = text.slice(start, end);
  const found: string[] = [];
  const keep = (name: string) => name.length >= 2 && !own.has(name.toLowerCase()) && !isOwnName(name, input.channelName);
  // "Thanks to Miller Lite for sponsoring", "Danke an World of Tanks für das Sponsoring": the name inside the phrase.
  // The name ends at a word (`(?<!\s)`): the lazy name would otherwise try the blanks before "for" from each of them.
  const thanked = /^(?:thanks?|danke|vielen\s+dank)\s+(?:you\s+)?(?:so\s+much\s+)?(?:to\s+|an\s+)?@?(.+?)(?<!\s)\s+(?:for|für)\s/iu.exec(
    phrase,
  );
  if (thanked && keep(thanked[1]!)) return [thanked[1]!];
  // "@esncom Athlete", "Ambassador for @komoot", "presented by @AutoZone": the handle inside the phrase.
  const handle = [...phrase.matchAll(/(?<![\w.])@([\p{L}\p{N}_.]+)/gu)].map((m) => m[1]!.replace(/\.$/, '')).find(keep);
  if (handle) return [handle];
  const window = text.slice(Math.max(0, start - 60), Math.min(text.length, end + 80));
  for (const name of findBrandMentions(window, input.dictionary)) {
    const bare = name.replace(/^@/, '');
    if (keep(bare)) found.push(bare);
  }
  // "presented by AutoZone", "Brought to you by Raycon", "sponsored by Squarespace", "our sponsor BetterHelp".
  // "durch Asam Beauty unterstützt": the name inside the phrase.
  const through = /^durch\s+(.+?)\s+unterstützt$/u.exec(phrase);
  if (through && keep(through[1]!)) return [through[1]!];
  const after = /(?:by|von|durch|mit|with|sponsors?|partner\w*|presents?|an|ambassador)\s*:?\s*$/iu.test(phrase)
    ? new RegExp(`^[ \\t:@-]*(?:(?:der|die|dem|den|the)[ \\t]+)?(${NAME})`, 'u').exec(text.slice(end, end + 60))
    : null;
  // "präsentiert von der DVAGBorussia Dortmund …": a source that lost its line break glued the next line's first word on.
  const unglued = after ? (/^(\p{Lu}{2,})\p{Lu}\p{Ll}{2,}/u.exec(after[1]!)?.[1] ?? after[1]!) : null;
  if (unglued && found.length === 0) found.push(trimEndMatching(unglued, /[.'’-]/));
  // "Stage Front VIP is the proud sponsor of …": the name before the phrase.
  const before = new RegExp(`(${NAME})\\s+(?:is|are)\\s+(?:the\\s+)?proud\\s*$`, 'u').exec(text.slice(Math.max(0, start - 60), start + 20));
  if (before && found.length === 0) found.push(before[1]!);
  return found.filter(keep);
}

/** "presented by Aidan McGivern": a person presenting (a broadcaster's credit), not a company presenting the video. */
function presentedByPerson(text: string, end: number): boolean {
  const next = /^\s*(\p{Lu}\p{Ll}+)\s+\p{Lu}\p{Ll}+/u.exec(text.slice(end, end + 40));
  return !!next && FIRST_NAMES.has(next[1]!.toLowerCase());
}

const SHORTENER_LABELS =
  /^(?:bit|goo|tinyurl|ow|buff|is|cutt|rebrand|shorturl|tiny|hyperurl|snip|geni|amzn|lnk|smarturl|fty|ytb|linktr|t)$/;
const GENERIC_PATH = new Set([
  'shop',
  'store',
  'home',
  'deals',
  'deal',
  'offer',
  'offers',
  'free',
  'trial',
  'youtube',
  'video',
  'link',
  'join',
  'start',
  'code',
]);

/** Links in the text that carry the creator's name or a referral, with an offer for the reader in their paragraph. */
function offerLinks(text: string, input: SponsorshipInput, own: ReadonlySet<string>): SponsorEvidence[] {
  const evidence: SponsorEvidence[] = [];
  const tokens = channelTokens(input.channelName).filter((t) => t.length >= 3);
  const whole = brandKey(input.channelName ?? '');
  const urls = findUrls(text);
  // Each link is weighed against its paragraph and the brand list: past maxCandidatesPerText, only the first links are.
  urls.slice(0, TEXT_ANALYSIS_LIMITS.maxCandidatesPerText).forEach((u, at) => {
    const { start, end } = paragraphAround(text, urls, at);
    const paragraph = text.slice(start, end);
    if (!OFFER.test(paragraph.replace(u.url, ''))) return;
    const segments = u.url
      .replace(/^https?:\/\/[^/?#]+/i, '')
      .split(/[?#]/)[0]!
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((p) => p.length >= 3);
    // The creator's name in the link: a word of the channel name in the path ("/0424-ethan"), or a path word the
    // channel name holds ("/nino" for NinotakuTV, "/backyardscientist" for TheBackyardScientist).
    const personal =
      segments.some(
        (p) =>
          tokens.some((t) => p.includes(t) && t.length >= 4) ||
          tokens.includes(p) ||
          (p.length >= 4 && !GENERIC_PATH.has(p) && whole.includes(p)),
      ) || tokens.some((t) => t.length >= 4 && u.host.startsWith(`${t}.`));
    const referral = REFERRAL_HOSTS.test(u.host) || ['affiliate', 'referral'].includes(classifyLink(u.url) ?? '');
    if (!personal && !referral) return;
    const label =
      u.host
        .replace(/^www\./, '')
        .split('.')
        .slice(-2, -1)[0] ?? '';
    // Social networks, Patreon, link pages: the creator's own support links, never an offer of a third party.
    if (!SHORTENER_LABELS.test(label) && brandLabel(u.host) === null) return;
    const named = brandsAt(text, start, end, input, own);
    // A shortener says nothing; its path may ("bit.ly/artlist-GWTW" → artlist).
    // A random slug ("amzn.to/3sq9mmo") names nothing: a path brand is a word, at most with trailing digits.
    const pathBrand = segments.find(
      (p) => p.length >= 4 && /^[a-z]+\d*$/.test(p) && !GENERIC_PATH.has(p) && !tokens.some((t) => p.includes(t) || t.includes(p)),
    );
    // Amazon's short links carry a slug, never another brand's name ("amzn.to/3sq9Mmo__RABATTCODES" glued on).
    const hostBrand = SHORTENER_LABELS.test(label)
      ? affiliateShopOf(u.url) === 'Amazon'
        ? null
        : (pathBrand ?? null)
      : (brandLabel(u.host) ?? label).replace(/^(?:buy|get|try|shop|go|join|use)(?=[a-z]{4,})/, '');
    const brand = named[0] ?? hostBrand;
    if (!brand || isOwnName(brand, input.channelName) || own.has(brand.toLowerCase())) return;
    evidence.push({ kind: 'offer-link', text: clip(paragraph), brand });
  });
  return evidence;
}

/**
 * A generic partner-programme disclaimer under the creator's own product ("Mein Label Fadenwerk … Einige Links sind
 * Partnerlinks"), with no link or name of a third party anywhere in the text: a boilerplate footer, not an affiliate note.
 */
function isGenericOwnDisclaimer(text: string, input: SponsorshipInput, own: ReadonlySet<string>): boolean {
  if (!OWN_PRODUCT.test(text)) return false;
  const urls = findUrls(text);
  // The disclaimer's star marks only the creator's own product ("Meine Marke Nordlicht: https://… *"): the other links
  // (socials behind shorteners) are not what it speaks of.
  const marked = urls.filter(
    (u) =>
      /^[^\S\n]{0,3}\*/.test(text.slice(u.end, u.end + 4)) ||
      /\*[^\S\n]{0,3}:?[^\S\n]{0,3}$/.test(text.slice(Math.max(0, u.index - 6), u.index)),
  );
  const ownLine = (u: (typeof urls)[number]) =>
    OWN_PRODUCT.test(
      text
        .slice(Math.max(0, u.index - 60), u.index)
        .split('\n')
        .at(-1)!,
    );
  if (marked.length > 0 && marked.every(ownLine)) return true;
  const thirdPartyLink = urls.some((u) => {
    const kind = classifyLink(u.url);
    if (kind === 'affiliate' || kind === 'referral' || kind === 'shortener') return true;
    const label = brandLabel(u.host);
    return label !== null && !isOwnName(label, input.channelName) && !own.has(label);
  });
  if (thirdPartyLink) return false;
  return findBrandMentions(text, input.dictionary).every((name) => {
    const bare = name.replace(/^@/, '');
    return own.has(bare.toLowerCase()) || isOwnName(bare, input.channelName);
  });
}

function kindOf(marker: string): SponsorEvidenceKind {
  if (AFFILIATE_MARKER.test(marker)) return 'affiliate';
  if (SUPPLIED_MARKER.test(marker)) return 'supplied';
  return LABEL_ONLY.test(marker.replace(/[\s()[\]*!:|]+/g, '')) || /^#/.test(marker) ? 'disclosure' : 'sponsor';
}

/** The evidence of a paid or material third-party relationship in a post text, and the sponsors it names. */
export function findSponsorship(input: SponsorshipInput): { evidence: SponsorEvidence[]; sponsors: string[] } {
  const { text } = input;
  const own = ownHandles(text, input.channelName);
  const evidence: SponsorEvidence[] = [];
  // Each marker is looked up in the text and its brands named: past maxCandidatesPerText, only the first markers are.
  for (const marker of input.disclosureMarkers.slice(0, TEXT_ANALYSIS_LIMITS.maxCandidatesPerText)) {
    if (UNPAID.test(marker)) continue;
    const kind = kindOf(marker);
    // Every place the marker stands: "(Werbung für eigenen Shop) … Mein Partner: … (Werbung)" counts at the second.
    const places: number[] = [];
    for (let at = text.indexOf(marker); at >= 0 && places.length < 20; at = text.indexOf(marker, at + marker.length)) places.push(at);
    const accepted = places.find((at) => {
      if (/presented\s+by|präsentiert/i.test(marker) && presentedByPerson(text, at + marker.length)) return false;
      // A bare label on the creator's own product ("Hier kannst du meine Presets shoppen: (Werbung)") names no third party.
      if (kind !== 'disclosure' || marker.startsWith('#')) return true;
      const line = lineAround(text, at, marker.length);
      return !(OWN_PRODUCT.test(text.slice(line.start, line.end)) && brandsAt(text, line.start, line.end, input, own).length === 0);
    });
    if (places.length > 0 && accepted === undefined) continue;
    const brands = accepted !== undefined ? brandsAt(text, accepted, accepted + marker.length, input, own) : [];
    if (kind === 'affiliate' && isGenericOwnDisclaimer(text, input, own)) continue;
    // The affiliate shop, from the form of the disclosed links (amzn.to, awin1.com/…&ued=…), else a named Amazon.
    const shop = kind === 'affiliate' ? (findAffiliateShops(text)[0]?.name ?? (/amzn\.|amazon/i.test(text) ? 'Amazon' : null)) : null;
    evidence.push({ kind, text: marker, brand: brands[0] ?? shop });
  }
  for (const coupon of input.coupons) {
    if (coupon.brand && (isOwnName(coupon.brand, input.channelName) || own.has(coupon.brand.toLowerCase()))) continue;
    // "Spart 15 % in meinem Shop mit dem Code LENA15": a code for the creator's own shop.
    const at = text.indexOf(coupon.code);
    if (at >= 0) {
      const line = lineAround(text, at, coupon.code.length);
      if (OWN_PRODUCT.test(text.slice(line.start, line.end))) continue;
    }
    evidence.push({ kind: 'brand-code', text: coupon.brand ? `${coupon.code} (${coupon.brand})` : coupon.code, brand: coupon.brand });
  }
  // An offer link next to a code is the same offer: the code says it already ("Code NICO20 … fitmart.de/?ref=nico").
  // One offer link per brand, and none for a brand the evidence already names ("Brought to you by Raycon" + its link).
  const named = new Set(evidence.flatMap((e) => (e.brand ? [brandKey(e.brand)] : [])));
  for (const offer of offerLinks(text, input, own)) {
    if (input.coupons.some((c) => offer.text.includes(c.code)) || (offer.brand && named.has(brandKey(offer.brand)))) continue;
    if (offer.brand) named.add(brandKey(offer.brand));
    evidence.push(offer);
  }
  // Without a disclosure word: an affiliate star note, a co-branded product, a gambling or shop ad at the top.
  const hasAffiliateNote = evidence.some((e) => e.kind === 'affiliate');
  for (const block of findAdBlocks(text, input.channelName)) {
    if (block.kind === 'affiliate' && (hasAffiliateNote || isGenericOwnDisclaimer(text, input, own))) continue;
    if (block.brand && (named.has(brandKey(block.brand)) || own.has(block.brand.toLowerCase()))) continue;
    if (block.kind === 'offer-link' && OWN_PRODUCT.test(block.text)) continue;
    if (block.brand) named.add(brandKey(block.brand));
    evidence.push({ kind: block.kind, text: clip(block.text), brand: block.brand });
  }
  // Links the text marks as advertising name their shops ("Opera (*) … https://opr.as/…", "https://www.reifen.com (a)").
  for (const link of findMarkedLinks(text, input.dictionary, input.channelName)) {
    // "Meine Marke Sturmfrei: https://… *": the creator's own label, merch or shop, marked as German law asks, is no sponsor.
    if (named.has(brandKey(link.brand)) || own.has(link.brand.toLowerCase()) || OWN_PRODUCT.test(link.text)) continue;
    named.add(brandKey(link.brand));
    evidence.push({ kind: 'affiliate', text: clip(link.text), brand: link.brand });
  }
  const sponsors: string[] = [];
  for (const e of evidence) {
    // A generic word is no sponsor ("Shop", "Download"); Amazon is one only as the shop of disclosed affiliate links.
    if (e.brand && isGenericBrandName(e.brand) && e.kind !== 'affiliate') e.brand = null;
    if (e.brand && !sponsors.some((s) => brandKey(s) === brandKey(e.brand!))) sponsors.push(e.brand);
  }
  return { evidence, sponsors };
}

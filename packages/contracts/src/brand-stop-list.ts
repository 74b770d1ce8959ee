/**
 * Words that are never a brand of the brand directory, however a text writes them: generic shop and link words, and
 * the platforms creators link to ("Download ► …", "Merch: …", "Instagram: …"). A brand is a company or product named
 * as sponsor, code owner or affiliate shop. Declared once here: the text detectors (core), the seed's brand rows (db)
 * and the refresh path's clean-up read the same list. "Amazon" is generic as a mention; the affiliate path names it as a
 * shop only from a disclosed affiliate link (core intelligence/text/affiliate-shops.ts), never through this check.
 */
export const GENERIC_BRAND_WORDS: readonly string[] = [
  // Shop, link and call-to-action words.
  'download',
  'downloads',
  'shop',
  'shops',
  'onlineshop',
  'webshop',
  'store',
  'link',
  'links',
  'linktree',
  'merch',
  'merchandise',
  'website',
  'webseite',
  'homepage',
  'seite',
  'hier',
  'here',
  'app',
  'apps',
  'code',
  'codes',
  'rabatt',
  'rabattcode',
  'gutschein',
  'discount',
  'promo',
  'sale',
  'angebot',
  'angebote',
  'deal',
  'deals',
  'produkt',
  'produkte',
  'product',
  'products',
  'kollektion',
  'collection',
  'tickets',
  'ticket',
  'newsletter',
  'podcast',
  'kanal',
  'channel',
  'abo',
  'abonnieren',
  'subscribe',
  'kontakt',
  'contact',
  'business',
  'impressum',
  'partner',
  'sponsor',
  'werbung',
  'anzeige',
  'info',
  'infos',
  'mehr',
  'more',
  'jetzt',
  'now',
  'spart',
  'spare',
  'sichere',
  'sichert',
  'hol',
  'holt',
  'bekomme',
  'bekommt',
  'nutze',
  'nutzt',
  'online',
  'bio',
  // Platforms and stores creators link to.
  'youtube',
  'instagram',
  'insta',
  'tiktok',
  'twitch',
  'twitter',
  'x',
  'facebook',
  'snapchat',
  'discord',
  'spotify',
  'apple music',
  'soundcloud',
  'patreon',
  'telegram',
  'whatsapp',
  'threads',
  'pinterest',
  'linkedin',
  'reddit',
  'steam',
  'amazon',
  'google play',
  'app store',
  'play store',
];

const GENERIC = new Set(GENERIC_BRAND_WORDS);

/** Shops that are generic as a mention but a brand where disclosed affiliate links name them as the shop. */
export const AFFILIATE_SHOP_NAMES: readonly string[] = ['Amazon'];

/** True when a name is a generic word or platform, never a brand of its own (case, accents and "@" ignored). */
export function isGenericBrandName(name: string): boolean {
  const key = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/^[@#]/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return key === '' || GENERIC.has(key) || GENERIC.has(key.replace(/ /g, ''));
}

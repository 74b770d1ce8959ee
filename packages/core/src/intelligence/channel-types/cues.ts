/**
 * The cues of each channel type, German and English, with weights. Matched case-insensitively on word boundaries
 * against name, handle, bio and (at a lower weight) recent post texts. Weights say how strongly a cue alone points
 * to the type: 3 is decisive ("fan page", "GmbH"), 1 is a hint that needs company.
 */
import type { ChannelType } from '@creatorlens/contracts';

export type { ChannelType };

export interface Cue {
  type: Exclude<ChannelType, 'creator'> | 'creator';
  pattern: RegExp;
  weight: number;
  /** Stable name for the evidence list (what the UI shows as the reason). */
  label: string;
}

const cue = (type: Cue['type'], label: string, weight: number, source: string): Cue => ({
  type,
  label,
  weight,
  pattern: new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${source})(?=$|[^\\p{L}\\p{N}])`, 'iu'),
});

export const TEXT_CUES: readonly Cue[] = [
  // Community / fan pages: they say so, usually to avoid takedowns.
  cue('community', 'fan page', 3, 'fan ?page|fan ?account|fan ?club|fanclub|fanseite|fan-seite|fan-?community|fans? of'),
  cue('community', 'unofficial', 3, 'not affiliated|no affiliation|unofficial|inoffiziell|nicht offiziell|keine offizielle'),
  cue(
    'community',
    'reposts',
    2,
    'repost(?:s|ing)?|dm for credit|credits? to|all rights (?:go|belong) to|alle rechte (?:liegen|gehen)|no copyright intended',
  ),
  cue('community', 'memes', 1.5, 'memes?|daily (?:posts|memes|content) (?:of|about)|best of|compilations?'),
  cue('community', 'community', 1, 'community|gemeinschaft|fandom'),
  // "JUNGKOOK Updates", "Taylor News Daily": accounts about a person, run by fans.
  cue('community', 'updates account', 2, 'updates|daily updates|news about'),
  // Media and publishers.
  cue('media', 'news', 2, 'news|nachrichten|breaking|schlagzeilen|headlines|aktuelle meldungen'),
  cue('media', 'magazine', 2.5, 'magazin|magazine|zeitschrift|zeitung|newspaper|tageszeitung|journal'),
  cue('media', 'publisher', 3, 'verlag|publisher|publishing|redaktion|newsroom|editorial team|medienhaus|media group|mediengruppe'),
  cue('media', 'broadcaster', 2, 'tv|fernsehen|television|radio|fernsehsender|radiosender|broadcast(?:er|ing)?|rundfunk'),
  cue('media', 'network', 1, 'network|netzwerk|podcast network'),
  cue('media', 'journalism', 1.5, 'journalism|journalismus|reporter|reportagen?|berichterstattung|coverage'),
  // Brands and companies.
  cue('brand', 'company form', 3, 'gmbh|ag|kg|ohg|inc\\.?|ltd\\.?|llc|corp\\.?|co\\. ?kg'),
  cue('brand', 'shop', 2.5, 'shop|store|onlineshop|online-shop|webshop|flagship|boutique'),
  cue(
    'brand',
    'shipping',
    2.5,
    'free shipping|kostenloser versand|versandkostenfrei|worldwide shipping|weltweiter versand|order now|jetzt bestellen|jetzt kaufen|shop now',
  ),
  cue('brand', 'customer service', 2.5, 'customer (?:service|care|support)|kundenservice|kundendienst|kundensupport'),
  // "Official" separates a brand's or person's own account from fan pages; alone it is only a hint towards brand.
  // Artists and bands call their accounts "official" as much as brands do, so this is only half a hint.
  cue('brand', 'official', 0.5, 'official|offizielle[rs]?(?: account| kanal| seite| profil)?'),
  cue('brand', 'since', 1.5, '(?:since|seit|est\\.?|established|gegründet) (?:18|19|20)\\d\\d'),
  cue('brand', 'trademark', 1.5, '™|®'),
  // Issue 38: the voice and vocabulary of a company (plural "we", branches, labels, studios).
  cue(
    'brand',
    'company voice',
    1.5,
    "we are|we're|we make|we create|our stores?|our products|our team|wir sind|wir machen|unsere filialen|unser team|unsere produkte",
  ),
  cue('brand', 'stores', 2, 'filialen?|in stores?|in-store|store locator|stores? near you|in unseren (?:filialen|stores|märkten)'),
  cue('brand', 'label', 2, 'records|record label|music company|musiklabel|plattenfirma|music label'),
  cue('media', 'studio', 1.5, 'studios|pictures|productions|produktionen|entertainment company'),
  cue(
    'media',
    'daily news',
    2,
    'eilmeldung(?:en)?|nachrichtenmagazin|latest news|daily news|news updates?|aktuelle nachrichten|top-?stories|sendung|tv show|late night',
  ),
  cue('brand', 'products', 1.5, 'products?|produkte?|collection|kollektion|brand|marke|our (?:new|latest)|unsere[nm]? (?:neue|produkte)'),
  // Creators: first-person voice and personal roles (the default type, so only a tie-breaker).
  cue('creator', 'personal voice', 1, "i am|i'm|my|ich bin|mein(?:e|en)?|hi,? ich|hey,? i"),
  cue(
    'creator',
    'creator role',
    1.5,
    'youtuber|streamer|blogger|vlogger|influencer|content creator|creator|artist|künstler(?:in)?|musician|singer|sänger(?:in)?|rapper|model|athlete|sportler(?:in)?|actor|actress|schauspieler(?:in)?|comedian|podcaster',
  ),
  // A creator selling their own line says so in the first person; that is not a shop's account.
  cue('creator', 'own shop', 2.5, 'shop my|my (?:own )?(?:shop|brand|store|line)|mein(?:e|en)? (?:eigene[rn]? )?(?:shop|marke|kollektion)'),
  cue('creator', 'contact', 0.5, 'management|booking|business inquiries|geschäftliche anfragen|kooperationen'),
];

/** Category tags (from the sources) that hint at a type. */
export const CATEGORY_CUES: Readonly<Record<string, { type: Cue['type']; weight: number }>> = {
  news: { type: 'media', weight: 2 },
  politics: { type: 'media', weight: 1 },
  'news-politics': { type: 'media', weight: 2 },
  media: { type: 'media', weight: 1.5 },
  shows: { type: 'media', weight: 1 },
  brands: { type: 'brand', weight: 2 },
  brand: { type: 'brand', weight: 2 },
  company: { type: 'brand', weight: 2 },
  shopping: { type: 'brand', weight: 1 },
  companies: { type: 'brand', weight: 2 },
  business: { type: 'brand', weight: 0.5 },
  press: { type: 'media', weight: 2 },
  journalism: { type: 'media', weight: 1.5 },
  radio: { type: 'media', weight: 1.5 },
  tv: { type: 'media', weight: 1.5 },
  retail: { type: 'brand', weight: 1.5 },
  'nonprofits-activism': { type: 'brand', weight: 1 },
  fan: { type: 'community', weight: 2 },
  memes: { type: 'community', weight: 1.5 },
};

/** Handle endings that mark a non-personal account (zalando_de, spiegelonline, fc.fanpage ...). */
export const HANDLE_CUES: readonly { type: Cue['type']; pattern: RegExp; weight: number; label: string }[] = [
  { type: 'community', pattern: /fan(?:s|page|club|account)?$|^fans?[._]|fanpage/i, weight: 2, label: 'fan handle' },
  { type: 'community', pattern: /memes?$|daily$/i, weight: 1, label: 'meme handle' },
  { type: 'community', pattern: /edits?$|updates?$/i, weight: 1.5, label: 'edit or update handle' },
  { type: 'media', pattern: /news$|tv$|online$|magazin$|magazine$|mag$|zeitung$|radio$|media$/i, weight: 1.5, label: 'media handle' },
  { type: 'brand', pattern: /shop$|store$|[._](?:de|at|ch|uk|us|eu|global)$|gmbh$|inc$/i, weight: 1.5, label: 'brand handle' },
];

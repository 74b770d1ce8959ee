/**
 * Inputs of the promotional-content model (pure, no I/O): a few hand-made, explainable features plus hashed words
 * and word pairs. The hand-made features read German, English and Dutch alike (one feature per cue, all languages'
 * phrases in one pattern), so the weights learned on English captions carry over to German and Dutch posts.
 * (The Dutch phrases were added without retraining: none occurs in the English training captions, so the training
 * inputs and hence the weights are unchanged; packages/core/test/intelligence-text-promotion.test.ts checks a few.)
 * Changing anything here changes the model's inputs: retrain (see promo-model.ts).
 */

/** What analyzePostText found already (passed in, so the rules run once per post). */
export interface PromoCues {
  disclosureMarkers: readonly string[];
  brands: readonly string[];
  links: readonly { kind: string }[];
  coupons: readonly unknown[];
  isGiveaway: boolean;
}

/** Hashed word and word-pair buckets; the hand-made features come after them. */
export const PROMO_HASH_BUCKETS = 2048;

// Calls to action, German, English and Dutch: buy, order, shop, sign up, watch/listen, visit, vote, tickets ...
const CALL_TO_ACTION =
  /\b(?:shop(?:pen)?|buy|kauf(?:en|t)?|bestell(?:en|t)?|order|pre-?order|vorbestell\w*|get\s+(?:yours|your|it|one)|grab|hol\s+dir|sichere?\s+dir|sign\s+up|anmelden|register|regist\w+|download|lade?\s+(?:dir|es|sie)|subscribe|abonnier\w*|tune\s+in|schalte?t?\s+ein|watch|anschauen|schau(?:t)?\s+(?:es\s+)?(?:dir|euch)|listen|hör\s+(?:dir|rein)|stream(?:ing)?|vote|wählt?|check\s+(?:it\s+)?out|head\s+(?:to|over)|visit|besuch\w*|swipe\s+up|join|mach\s+mit|book|buch(?:en|t)|reserv\w+|tickets?|use\s+(?:my\s+)?code|donate|spende\w*|chip\s+in|rsvp|nutze?t?\s+(?:meinen\s+)?code|mit\s+dem\s+code|don'?t\s+miss|verpass\w*\s+nicht|try|probier\w*|learn\s+more|mehr\s+erfahren|find\s+out|discover|entdecke\w*|click|klick\w*|tap|bestel\w*|koop|kopen|ontdek\w*|bekijk\w*|schrijf\s+je\s+in|abonneer\w*|gebruik\s+(?:mijn\s+|de\s+)?code|stem\s+op)\b/g;
const LINK_IN_BIO =
  /\blink\s+(?:is\s+)?in\s+(?:my\s+|the\s+|der\s+|meiner\s+|mijn\s+)?bio\b|\blink\s+(?:oben|unten|below|above)\b|\bin\s+(?:my|der|meiner|mijn)\s+(?:bio|story)\b/g;
const AVAILABLE =
  /\b(?:available|erhältlich|verfügbar|out\s+now|ab\s+(?:sofort|jetzt|heute)|jetzt\s+(?:neu|erhältlich|verfügbar|online|im\s+handel)|on\s+sale|in\s+stores?|im\s+handel|launch(?:es|ed|ing)?|release[ds]?|premiere[ns]?|new\s+(?:collection|album|single|episode|video|book|product|season|merch)|neue[nrs]?\s+(?:kollektion|album|single|folge|video|buch|produkt|staffel|merch)|(?:nu\s+)?verkrijgbaar|nu\s+(?:online|te\s+koop|in\s+de\s+winkel)|nieuwe?\s+(?:collectie|album|single|aflevering|video|boek|product))\b/g;
const URGENCY =
  /\b(?:now|today|tonight|tomorrow|this\s+(?:week|weekend|friday|saturday|sunday)|jetzt|heute|morgen|heute\s+abend|nur\s+noch|only|limited|limitiert|last\s+chance|letzte\s+chance|deadline|until|bis\s+(?:zum|morgen|sonntag))\b/g;
// A percentage starts at the first digit of its number (or right after a price's first digit, as before): tried from
// every digit, a long number without "%" was scanned to its end again each time.
const PRICE =
  /(?:[$€£]\s?\d|\d\s?(?:[$€£]|(?:eur|euro|usd|dollars?)\b)|(?<!(?<![$€£]\s?)\d)\d+\s?%|\b(?:free|gratis|kostenlos|umsonst|sale|rabatt|discount|off|deal|angebot|prozent|percent|korting|aanbieding|procent)\b)/g;
// A link: a scheme, "www." or a domain. The domain is read from the start of its word only (a word with a letter or
// digit, as `\b` required): from every character of a long word of hyphens and letters the scan went to the end again.
const LINK = /https?:\/\/|www\.|(?<![\w-])-*\w[\w-]*\.(?:com|de|net|org|io|co|ly|me|at|ch|nl)\b/i;
const PRODUCT_WORDS =
  /\b(?:merch|collection|kollektion|product|produkt|edition|collab(?:oration)?|kooperation|partner\w*|brand|marke|store|shop|laden|tour|show|concert|konzert|album|book|buch|podcast|episode|folge|app)\b/g;
// Times and dates of an event or a broadcast ("4pm EST", "9/8c", "20 Uhr", "June 21").
const EVENT_TIME =
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|uhr)\b|\b\d{1,2}\/\d{1,2}c\b|\b(?:est|pst|et|pt|cet|mez)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}\.\s?(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\b/g;
// Private life: family, birthdays, feelings (the opposite of an offer).
const PERSONAL =
  /\b(?:birthday|geburtstag|mom|mum|mama|dad|papa|wife|husband|hubby|frau|mann|kids?|kinder|baby|babies|son|daughter|sohn|tochter|family|familie|friend|freund(?:in)?|love|liebe|miss|vermisse|grateful|dankbar|proud|stolz|rip|memories|erinnerungen)\b/g;
const FIRST_PERSON_PLURAL = /\b(?:we|we're|our|us|wir|unser\w*|uns)\b/g;
const SECOND_PERSON = /\b(?:you|your|yours|y'?all|du|dich|dir|dein\w*|ihr|euch|euer\w*|sie\s+können)\b/g;

// The patterns are lowercase and run on the lowercased text: case-insensitive Unicode regexes cost several times more.
const count = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)].length;
};
const logCount = (n: number) => Math.log1p(n);

/** Names of the hand-made features, in the order of their slots after the hashed buckets. */
export const PROMO_FEATURE_NAMES = [
  'disclosure marker',
  'log @mentions',
  'known brand named',
  'log calls to action',
  'link in bio',
  'availability / launch words',
  'urgency words',
  'log price, percent or discount tokens',
  'product words',
  'any link',
  'commercial link',
  'coupon code',
  'giveaway',
  'log hashtags',
  'CamelCase campaign hashtag',
  'log second-person words',
  'event date or time',
  'log private-life words',
  'log first-person plural words',
  'question marks',
  'log text length (no emoji)',
  'exclamation marks',
  'empty text',
] as const;

/** FNV-1a, 32 bit: a stable hash that needs no dependency (the buckets must be the same in training and product). */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Lowercase words and hashtags; @handles collapse into one token (names of accounts would learn who posts, not
 * what a post says), numbers into "0".
 */
export function promoTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(/@[\p{L}\p{N}_.]+|#[\p{L}\p{N}_]+|[\p{L}][\p{L}\p{N}'’]*|\d+/gu)) {
    const token = match[0];
    tokens.push(token.startsWith('@') ? '@' : /^\d/.test(token) ? '0' : token);
  }
  return tokens;
}

export interface SparseVector {
  indices: number[];
  values: number[];
}

/** The model input of one post: hashed words and word pairs (presence), then the hand-made features. */
export function promoFeatureVector(text: string, cues: PromoCues): SparseVector {
  const buckets = new Map<number, number>();
  const tokens = promoTokens(text);
  tokens.forEach((token, i) => {
    buckets.set(hash(token) % PROMO_HASH_BUCKETS, 1);
    if (i > 0) buckets.set(hash(`${tokens[i - 1]} ${token}`) % PROMO_HASH_BUCKETS, 1);
  });
  const hashtags = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  const mentions = cues.brands.filter((b) => b.startsWith('@')).length;
  const lower = text.toLowerCase();
  const plain = text.replace(/[^\p{L}\p{N}\p{P}\s]/gu, '').trim();
  const hand = [
    cues.disclosureMarkers.length > 0 ? 1 : 0,
    logCount(mentions),
    cues.brands.length > mentions ? 1 : 0,
    logCount(count(CALL_TO_ACTION, lower)),
    count(LINK_IN_BIO, lower) > 0 ? 1 : 0,
    count(AVAILABLE, lower) > 0 ? 1 : 0,
    count(URGENCY, lower) > 0 ? 1 : 0,
    logCount(count(PRICE, lower)),
    count(PRODUCT_WORDS, lower) > 0 ? 1 : 0,
    LINK.test(text) ? 1 : 0,
    cues.links.some((l) => l.kind !== 'shortener') ? 1 : 0,
    cues.coupons.length > 0 ? 1 : 0,
    cues.isGiveaway ? 1 : 0,
    logCount(hashtags.length),
    hashtags.some((h) => /[a-z\d][A-Z]/.test(h)) ? 1 : 0,
    logCount(count(SECOND_PERSON, lower)),
    count(EVENT_TIME, lower) > 0 ? 1 : 0,
    logCount(count(PERSONAL, lower)),
    logCount(count(FIRST_PERSON_PLURAL, lower)),
    text.includes('?') ? 1 : 0,
    // Captions run to a few hundred characters; long YouTube descriptions are capped so they do not dominate.
    Math.min(Math.log1p(plain.length), 7),
    Math.min((text.match(/!/g) ?? []).length, 5) / 5,
    plain.length === 0 ? 1 : 0,
  ];
  const indices = [...buckets.keys()].sort((a, b) => a - b);
  const values = indices.map((i) => buckets.get(i)!);
  hand.forEach((value, j) => {
    if (value !== 0) {
      indices.push(PROMO_HASH_BUCKETS + j);
      values.push(value);
    }
  });
  return { indices, values };
}

/** Width of the model's weight vector. */
export const PROMO_INPUT_WIDTH = PROMO_HASH_BUCKETS + PROMO_FEATURE_NAMES.length;

/**
 * The word orders of discount codes beyond "Code: X" (pure, no I/O), shared by extract-coupons.ts:
 *   "10% ENRICO10", "15% off lenafitFSG", "-15% —> yulFSG", "10%=Konrad10", "10% bei @prozis: STEFANS"
 *   "Mcello5 - 5% Rabatt", "*ANTJE10* for 10%", "VANESSAFSG (15% off)", "\"Luca\" 5% off"
 *   "Juliana20 - Shein Rabattcode", "NICO als Code", "GymBeam discount: ada5", "(AMBER10)" after a discount,
 *   "nutze Yunus15", and codes in a link's path after /discount/, /code/, /coupon/, /gutschein/, /rabatt/, /promo/.
 * Each finder returns the token and where it stands; extract-coupons.ts decides (shape, benefit, brand) as for "Code: X".
 */
import type { FoundUrl } from './text-urls.ts';

export interface PatternHit {
  token: string;
  index: number;
  /** The pattern itself states a benefit (a percentage or amount next to the token). */
  statesBenefit: boolean;
  /** The token was quoted or starred by the author ("„Ali“", "*ANTJE10*"): a deliberate code. */
  quoted: boolean;
  /** A link the code came from (URL path codes). */
  url?: string;
}

/** Words that follow a discount but are never codes ("20% OFF SITEWIDE", "30% RABATT AUF ALLES"). */
export const NOT_CODES = new Set([
  'promo',
  'promocode',
  'rabattcode',
  'discountcode',
  'gutscheincode',
  'couponcode',
  'kortingscode',
  'on',
  'off',
  'all',
  'alles',
  'auf',
  'for',
  'für',
  'fur',
  'your',
  'you',
  'deine',
  'deinen',
  'now',
  'jetzt',
  'today',
  'heute',
  'free',
  'gratis',
  'everything',
  'sitewide',
  'storewide',
  'site',
  'sale',
  'deal',
  'deals',
  'bei',
  'at',
  'with',
  'mit',
  'code',
  'codes',
  'rabatt',
  'offer',
  'discount',
  'extra',
  'more',
  'mehr',
  'the',
  'and',
  'und',
  'or',
  'oder',
  'plus',
  'bonus',
  'first',
  'erste',
  'order',
  'orders',
  'bestellung',
  'shipping',
  'versand',
  'subscription',
  'abo',
  'month',
  'months',
  'monat',
  'monate',
  'year',
  'years',
  'jahr',
  'jahre',
  'auf',
  'sparen',
  'spare',
  'save',
  'nur',
  'only',
  'link',
  'bio',
  'here',
  'hier',
  'below',
  'unten',
  'use',
  'nutze',
  'mein',
  'meinen',
  'my',
  'our',
  'unseren',
  'von',
  'of',
  'to',
  'zu',
  'im',
  'in',
  'an',
  'a',
  'die',
  'der',
  'das',
  'den',
  'dem',
  'ein',
  'eine',
  'einen',
  'every',
  'alle',
  'allen',
  'new',
  'neu',
  'neue',
  'win',
  'rate',
  'sold',
  'out',
  'natural',
  'kd',
  'up',
  'bis',
  'until',
  'till',
  'shop',
  'store',
  'online',
  'app',
  'off!',
  'dich',
  'dir',
  'euch',
  'you!',
  'what',
  'when',
]);

const QUOTE_OPEN = `["'„“”‘’«»*]*`;
/**
 * Where a token with opening quotes may start: not inside a word, link, handle or tag, and in a run of quotes or stars
 * only at its first character (or its second, after a word). From every character of a long run, the rest of the run
 * was read again.
 */
const TOKEN_START = String.raw`(?:(?<![\w@.#/"'„“”‘’«»*])|(?<=[\w@.#/]["'„“”‘’«»*]))`;
const QUOTE_CLOSE = `["'“”‘’«»*]*`;
const TOKEN = String.raw`([A-Za-z0-9][\w.-]{1,30}[A-Za-z0-9]|[A-Za-z0-9]{3})`;
// Between a discount and its code: spaces, arrows, =, :, dashes, emoji, and at most one connecting word or brand.
const JOIN = String.raw`(?:[\s:=>→➡⇨\-–—|•]|\p{So}|\u{FE0F})*`;
// (JOIN takes the blanks and colon after a handle itself: a separate `\s*:?` before it read a run of blanks twice over.)
// A preposition only with the brand's handle after it ("10% bei @prozis: STEFANS"): "70% auf NordVPN" names a brand, not a code.
const CONNECTOR = String.raw`(?:(?:off|rabatt|discount|sparen|spare|korting|mit|with|using|code|gutschein)\b${JOIN})?(?:(?:bei|beim|at|auf|on|of)\s+@[\w.]+${JOIN}|@[\w.]+${JOIN})?`;

const quotedAt = (text: string, index: number, token: string) => {
  const before = text.slice(Math.max(0, index - 2), index);
  const after = text.slice(index + token.length, index + token.length + 2);
  return /["'„“”‘’«»*]/.test(before) && /["'“”‘’«»*]/.test(after);
};

function hits(text: string, pattern: RegExp, statesBenefit: boolean): PatternHit[] {
  const found: PatternHit[] = [];
  for (const match of text.matchAll(pattern)) {
    const token = match[1]!.replace(/[.-]+$/, '');
    const index = match.index + match[0].lastIndexOf(match[1]!);
    found.push({ token, index, statesBenefit, quoted: quotedAt(text, index, token) });
  }
  return found;
}

const isKeywordWord = (token: string) => /^(?:rabatt|promo|gutschein|discount|coupon|korting)|code$/i.test(token);

/** The token after a discount: "10% ENRICO10", "15% off lenafitFSG", "-15% —> yulFSG", "10% bei @prozis: STEFANS". */
export function codesAfterDiscount(masked: string): PatternHit[] {
  // Not "%20" (an escaped space in a link the URL finder stopped short of); not a name going on ("20% off SDMN Clothing").
  const pattern = new RegExp(String.raw`(?<![\w%])\d{1,3}\s*%(?![0-9A-Fa-f]{2})${JOIN}${CONNECTOR}${QUOTE_OPEN}${TOKEN}(?![\w@])`, 'giu');
  return hits(masked, pattern, true).filter((h) => {
    if (NOT_CODES.has(h.token.toLowerCase()) || isKeywordWord(h.token)) return false;
    // A plain word going on into a name is the brand, not a code ("20% off SDMN Clothing"); "Konrad10 Leipzig" is a code.
    const nameGoesOn = /^\s+\p{Lu}\p{Ll}/u.test(masked.slice(h.index + h.token.length, h.index + h.token.length + 4));
    if (nameGoesOn && !h.quoted && /^(?:[A-Z]+|[A-Z][a-z]+)$/.test(h.token)) return false;
    // Across an emoji the token must carry a digit ("10% sparen 💰Gian10"): otherwise it is the next item's first word.
    const between = masked.slice(masked.lastIndexOf('%', h.index), h.index);
    return !/\p{So}/u.test(between) || /\d/.test(h.token) || h.quoted;
  });
}

/** The token before a discount: "Mcello5 - 5% Rabatt", "*ANTJE10* for 10%", "VANESSAFSG (15% off)", "\"Luca\" 5% off". */
export function codesBeforeDiscount(masked: string): PatternHit[] {
  const pattern = new RegExp(
    String.raw`${TOKEN_START}${QUOTE_OPEN}${TOKEN}${QUOTE_CLOSE}(\s*(?:(?:[-–—:=(]|for|für)\s*)?(?:\(\s*)?)-?\d{1,3}\s*%\s*(?:off|rabatt|discount|korting|auf|on)?`,
    'giu',
  );
  const found: PatternHit[] = [];
  for (const match of masked.matchAll(pattern)) {
    const token = match[1]!.replace(/[.-]+$/, '');
    const index = match.index + match[0].indexOf(match[1]!);
    const quoted = quotedAt(masked, index, token);
    // "WHITENING KIT 30% OFF": a plain space before the discount joins a product name, not a code.
    const separated = /[-–—:=(]|for|für/.test(match[2]!);
    if (NOT_CODES.has(token.toLowerCase()) || isKeywordWord(token) || /^\d+$/.test(token)) continue;
    if (!quoted && !separated && !/\d/.test(token)) continue;
    found.push({ token, index, statesBenefit: true, quoted });
  }
  return found;
}

/** The token named as a code after it: "Juliana20 - Shein Rabattcode", "NICO als Code", "NICO ist mein Rabattcode". */
export function codesBeforeKeyword(masked: string): PatternHit[] {
  const pattern = new RegExp(
    String.raw`${TOKEN_START}${QUOTE_OPEN}${TOKEN}${QUOTE_CLOSE} {0,3}(?:[-–—] {0,3})?(?:(?:als|ist (?:mein|der|dein)|is (?:my|the)) )?(?:[A-ZÄÖÜ][\p{L}\p{N}]+ )?(?:[Rr]abatt|RABATT|[Gg]utschein|GUTSCHEIN|[Pp]romo|PROMO|[Dd]iscount|DISCOUNT|[Kk]ortings?|KORTINGS?)[\s-]?(?:[Cc]ode|CODE)\b`,
    'gu',
  );
  const found: PatternHit[] = [];
  for (const match of masked.matchAll(pattern)) {
    // Not when a code follows the keyword ("TLF Discount code: TLF-NICOLAS"): then the word before is the brand.
    if (/^\s*[:=>→]|^\s+["'„“]?(?:[A-Z0-9-]{3,}\b|[A-Za-z]*\d)/.test(masked.slice(match.index + match[0].length))) continue;
    const token = match[1]!.replace(/[.-]+$/, '');
    const index = match.index + match[0].indexOf(match[1]!);
    if (NOT_CODES.has(token.toLowerCase()) || isKeywordWord(token)) continue;
    found.push({ token, index, statesBenefit: false, quoted: quotedAt(masked, index, token) });
  }
  return found;
}

/** "Gib sonnigestage als Code ein", "gebt NICO beim Bezahlen als Gutscheincode an": an entering verb names the token a code. */
export function codesEnteredAsCode(masked: string): PatternHit[] {
  const pattern = new RegExp(
    String.raw`\b(?:gib|gebt|geben\s+sie|tippe|tippt|trage|tragt)\s+${QUOTE_OPEN}${TOKEN}${QUOTE_CLOSE}\s+(?:(?:beim|bei\s+der|im)\s+[\p{L}-]+\s+)?als\s+(?:(?:rabatt|gutschein|promo)-?)?code\s+(?:ein|an)\b`,
    'giu',
  );
  return hits(masked, pattern, false).filter((h) => !NOT_CODES.has(h.token.toLowerCase()) && !isKeywordWord(h.token));
}

/** "GymBeam discount: ada5", "Rabatt: NICO10", "Voucher: X". */
export function codesAfterDiscountWord(masked: string): PatternHit[] {
  const pattern = new RegExp(String.raw`\b(?:discount|rabatt|voucher|coupon|korting)\s*:\s*${QUOTE_OPEN}${TOKEN}`, 'giu');
  return hits(masked, pattern, false).filter((h) => !NOT_CODES.has(h.token.toLowerCase()));
}

/** A parenthesised code in a sentence that states a discount: "10%off BodyMax&Smart-tec(AMBER10)". */
export function codesInParentheses(masked: string): PatternHit[] {
  // Letters and digits, no hyphen (not a model number like "T-127"), with a percentage just before.
  return hits(masked, /\(\s*((?=[A-Z0-9]*\d)(?=(?:[A-Z0-9]*[A-Z]){2})[A-Z0-9]{4,20})\s*\)/gu, false).filter((h) =>
    /\d\s*%/.test(masked.slice(Math.max(0, h.index - 40), h.index)),
  );
}

/** "nutze Yunus15", "use LINUS20", "benutze den Gutschein X": a verb of using and a token (no "code" word). */
export function codesAfterUseVerb(masked: string): PatternHit[] {
  const pattern = new RegExp(
    String.raw`\b(?:nutze|nutzt|benutze|benutzt|verwende|verwendet|use|gebruik)\s+(?:den\s+|the\s+|my\s+|meinen\s+|mijn\s+)?${QUOTE_OPEN}${TOKEN}`,
    'giu',
  );
  return hits(masked, pattern, false).filter(
    (h) => !NOT_CODES.has(h.token.toLowerCase()) && !/^(?:code|gutschein|promo|link|rabattcode)/i.test(h.token),
  );
}

/** Headings of a block of sponsor links: the codes after its links are discount codes even without the word "code". */
const BLOCK_HEADING =
  /(?<![\p{L}\p{N}])(?:werbung|anzeige|sponsor(?:en|s)?|partner(?:in|s)?|kooperation(?:en)?|rabatte?|rabattcodes|codes|gutscheine|#ad)(?![\p{L}\p{N}])/iu;

/**
 * A code written right after a brand's link in a block under a disclosure or code heading:
 * "Werbung ▬ Knusperhof ► https://knusperhof.de TILDA10". Only the token that ends the link's line counts.
 */
export function codesAfterBrandLinks(masked: string, urls: readonly FoundUrl[]): PatternHit[] {
  const found: PatternHit[] = [];
  const heading = BLOCK_HEADING.exec(masked);
  if (!heading) return found;
  for (const u of urls) {
    if (u.index < heading.index) continue;
    const after = /^[ \t]*[-–—:|]?[ \t]*([A-Za-z0-9][\w.-]{1,22}[A-Za-z0-9])(?=[ \t]*(?:$|[\r\n|•►▶➡]))/.exec(
      masked.slice(u.end, u.end + 40),
    );
    if (!after) continue;
    const token = after[1]!;
    if (NOT_CODES.has(token.toLowerCase()) || isKeywordWord(token)) continue;
    found.push({ token, index: u.end + after.index + after[0].indexOf(token), statesBenefit: false, quoted: false });
  }
  return found;
}

/** Codes in a link's path after a discount word: `shop.example/discount/NICO10`, `…/gutschein/SOMMER20`. Never query parameters. */
export function codesInUrlPaths(urls: readonly FoundUrl[]): PatternHit[] {
  const found: PatternHit[] = [];
  for (const u of urls) {
    const path = u.url.replace(/^https?:\/\/[^/?#]+/i, '').split(/[?#]/)[0]!;
    const match = /\/(?:discount|discounts|code|coupon|coupons|gutschein|rabatt|promo|voucher)\/([A-Za-z0-9][\w-]{2,40})/i.exec(path);
    if (match) found.push({ token: match[1]!, index: u.index, statesBenefit: false, quoted: false, url: u.url });
  }
  return found;
}

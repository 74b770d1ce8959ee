/**
 * Disclosure markers of paid or gifted content in German, English and Dutch posts (pure, no I/O).
 * Precision first: a bare "Werbung" or "Anzeige" counts only where creators put a label (line start, brackets,
 * followed by "|" or ":" or "da/wegen/für ..."), because both are also ordinary words ("Anzeige des Displays").
 */

/** Statements that a post is NOT paid ("keine Werbung", "not sponsored", #notsponsored). */
const DENIALS: readonly RegExp[] = [
  /\b(?:keine?|ohne|nicht|kein\w*)\s+(?:bezahlte\s+)?(?:werbung|anzeige|sponsoring|kooperation)\b/giu,
  /\bnicht\s+(?:gesponsert|gesponsort|bezahlt)\b/giu,
  /\b(?:not|never|isn'?t|wasn'?t|no)\s+(?:a\s+|an\s+)?(?:sponsored|sponsor(?:ship|ed)?|paid|ad|advert(?:isement)?)\b/giu,
  /\b(?:un-?sponsored|non-?sponsored)\b/giu,
  /#(?:not|no|kein|keine|geen)(?:sponsored|sponsor|ad|ads|werbung|anzeige|spon|reclame)\b/giu,
  /\b(?:niet|geen)\s+(?:gesponsord|gesponsorde|reclame|advertentie|betaald)\b/giu,
  /\bwerbefrei\b/giu,
  /\b(?:keine|ohne|no|not|never)\s+(?:amazon[- ]?)?(?:affiliate|partner|werbe|provisions|ref)[- ]?links?\b/giu,
];

/** Negated or unrelated phrases are blanked before matching, so "keine Werbung" never reads as "Werbung". */
const NEGATIONS: readonly RegExp[] = [
  ...DENIALS,
  // Film credits: "2nd AD: Eric Topp" is an assistant director (often glued to the previous credit: "Talbot1st AD").
  /(?:1st|2nd|3rd|first|second|third|pa|key|set|additional)\s+ad\b/giu,
  // Honorary roles are no brand relationship: "Goodwill Ambassador", "Cultural Ambassador of México".
  /\b(?:goodwill|youth|cultural|peace|tourism|charity|unicef|un|climate|student|campus|commonwealth)\s+(?:ambassador|botschafter\w*)\b/giu,
  // "sponsoring a child" (charity appeals) is not a sponsorship of the post.
  /\bsponsor(?:ing|ed)?\s+(?:a\s+)?child(?:ren)?\b|\bsponsor\s+this\s+channel\b/giu,
];

import { trimEndMatching, trimStartMatching } from '../../kernel/index.ts';
import { blankRanges, findUrls } from './text-urls.ts';
import { unglueWords } from './unglue.ts';

interface MarkerRule {
  pattern: RegExp;
}

// `(?![\p{L}\p{N}_])` ends a hashtag, so #ad never matches #adventure, #adidas or #ad_astra? (underscore joins words).
const TAG_END = String.raw`(?![\p{L}\p{N}_])`;
const tag = (names: string) => new RegExp(`#(?:${names})${TAG_END}`, 'giu');

// Creators write these texts, so every rule stays linear in the text's length: no two unbounded quantifiers over the
// same characters side by side ("\s*(?:of)?\s*:?\s+" was cubic in a run of blanks; it is one alternation now), a
// rule anchored after a line break reads only the blanks of its own line (`[^\S\n]*`, not `\s*` across a run of
// newlines from each of them), and a capitalised name word has at most 40 letters.
const RULES: readonly MarkerRule[] = [
  // Hashtags in all three languages.
  {
    pattern: tag(
      'ad|ads|anzeige|werbung|sponsored|sponsoredpost|sponsoredcontent|gesponsert|werbepartner|bezahltewerbung|werbungbezahlt|sponsor|spon|paid|paidpartnership|advertisement|advert|partner|partnership|samenwerking|adv|reclame|gesponsord|betaaldesamenwerking|kooperation|gifted|prsample|invited|unbezahltewerbung|bezahltepartnerschaft|werbunginformiert|werbungdamarkennennung',
    ),
  },
  // Brand programmes name the brand in the tag: #celsiusbrandpartner, #nikeambassador, #markenbotschafterin.
  {
    pattern: new RegExp(
      `#[\\p{L}\\p{N}_]{2,}(?:brandpartner|brandambassador|ambassador|markenbotschafter|markenbotschafterin|ambassadeur|partner)${TAG_END}`,
      'giu',
    ),
  },
  // German phrases.
  { pattern: /\b(?:unbezahlte|bezahlte)\s+(?:werbung|werbepartnerschaft|partnerschaft|kooperation)\b/giu },
  {
    pattern:
      /\b(?:enthält|beinhaltet|inklusive|mit)\s+(?:bezahlter\s+|unbezahlter\s+)?(?:werbung|produktplatzierung(?:en)?|werbelinks?|affiliate[- ]?links?)\b/giu,
  },
  { pattern: /\bin\s+(?:freundlicher\s+)?(?:kooperation|zusammenarbeit|partnerschaft)\s+mit\b/giu },
  { pattern: /\b(?:gesponsert|unterstützt)\s+(?:von|durch)\b/giu },
  // "durch Asam Beauty unterstützt": the company between "durch" and the verb (pronouns such as "durch euch" excluded).
  {
    pattern:
      /\bdurch[^\S\n]+(?!(?:Euch|Dich|Sie|Uns|Ihn|Eure|Deine|Ihre|Unsere)\b)\p{Lu}[\p{L}\p{N}&'’.-]*(?:[^\S\n]+\p{Lu}[\p{L}\p{N}&'’.-]*){0,2}[^\S\n]+unterstützt\b/gu,
  },
  // "präsentiert von Waldhaus Reisen": a company presenting the video (a presenter's name is ruled out in sponsorship.ts).
  { pattern: /\b(?:präsentiert|präsentiert\s+euch|gebracht)\s+(?:von|durch)\b/giu },
  // "Unser Partner Funkelturm ►", "Mein Werbepartner Klarquell", "meinen Audio-Partner Klangwerk": a partner named right
  // after, on the same line.
  {
    pattern:
      /\b(?:[Uu]nser(?:e[mnr]?)?|[Mm]ein(?:e[mnr]?)?|UNSER(?:E[MNR]?)?|MEIN(?:E[MNR]?)?)[^\S\n]+(?:\p{Lu}\p{L}{1,20}-)?(?:[Ww]erbe)?(?:[Pp]artner|PARTNER)(?:in)?(?=[^\S\n]+(?:@|\p{Lu}))/gu,
  },
  // "PC Partner: https://…", "Hardware-Partner: @brand": a partner heading for a kind of product, a link (blanked
  // before matching, so a run of blanks) or a name after it.
  {
    pattern:
      /(?<=^|[\n|•▪►▶\p{So}]|[\n|•▪►▶\p{So}][^\S\n])[^\S\n]{0,3}\p{Lu}[\p{L}]{1,20}[ -](?:[Pp]artner|PARTNER)(?:in)?[^\S\n]{0,3}:(?=[^\S\n]{0,3}(?:@|\p{Lu})|[^\S\n]{8})/gmu,
  },
  // A gift named next to "unbezahlte Werbung" makes it supplied: "PR-Sample", "wurde mir zugeschickt", "geschenkt bekommen".
  {
    pattern:
      /\bpr[- ]?(?:sample|samples|paket|päckchen|produkt)\b|\b(?:kostenlos|gratis|geschenkt|unentgeltlich)\s+(?:zu)?(?:geschickt|gesendet|erhalten|bekommen|überlassen)\b|\b(?:wurde|wurden)\s+(?:mir|uns)\s+(?:\p{L}+\s+){0,3}?(?:zugeschickt|zugesendet|geschenkt)\b/giu,
  },
  { pattern: /\bproduktplatzierung\b/giu },
  // "Danke an World of Tanks für das Sponsoring": brand names run to several words, as in the English thanks below.
  {
    pattern:
      /\bdanke\s+(?:an\s+)?(?:@?[\p{L}\p{N}_.&'’-]+\s+){1,4}für\s+(?:das|die|den)\s+(?:sponsoring|kooperation|zusammenarbeit|partnerschaft|unterstützung\s+dieses\s+videos)\b/giu,
  },
  { pattern: /\b(?:werbung|anzeige)\s*(?:\/|&|und)\s*(?:werbung|anzeige|affiliate)\b/giu },
  // A bare label: at a line start or in brackets/asterisks, or followed by a separator or a reason.
  // Brackets, stars, exclamation marks, emoji and capitals: "[Werbung]", "*WERBUNG*", "Werbung!", "🔥ANZEIGE🔥", "-Werbung-".
  {
    pattern:
      /(?<=^|[\n[(*|•»>!\p{So}-]|[\n[(*|•»>!\p{So}-]\s)[^\S\n]*(?:werbung|anzeige|reklame)(?=\s*(?:[|:\])(*/–—•!\p{So}-]|$|\n)|\s+(?:da|wegen|weil|für|durch|mit|aufgrund|wg\.?)\b)/gimu,
  },
  { pattern: /(?<![\p{L}\p{N}])(?:werbung|anzeige)(?=\s*[|:]\s*)/giu },
  {
    pattern:
      /(?<![\p{L}\p{N}])(?:werbung|anzeige)(?=(?:\s*,)?\s+(?:da|wegen|wg\.?|aufgrund|durch)\s+(?:der\s+|die\s+)?(?:marken|produkt|namens|orts|verlinkung|markierung|nennung|erkennbar))/giu,
  },
  {
    pattern:
      /\b(?:werbe|affiliate|provisions|partner)-?links?\b(?=[^\n]{0,40}(?:\*|provision|kommission|verdien|commission|unterstütz))/giu,
  },
  { pattern: /^[^\S\n]*\*\s*(?:affiliate|werbe|provisions)-?links?\b/gimu },
  // Affiliate disclaimers: any mention of affiliate/partner/ref links, or of the commission a purchase earns.
  { pattern: /\b(?:amazon[- ]?)?(?:affiliates?|partner|ref|provisions|werbe)[- ]?links?\b/giu },
  { pattern: /\blinks?\s+(?:are|is|sind|ist)\s+(?:(?:sogenannte|so-called|amazon|all)\s+){0,2}affiliate/giu },
  {
    pattern:
      /\b(?:erhalte|bekomme|bekommen|erhalten|verdiene|verdienen)\s+(?:(?:ich|wir)\s*)?(?:dadurch\s+|dafür\s+)?(?:eine\s+)?(?:kleine\s+)?(?:vermittlungs)?provision\b|\bmit\s+einer\s+provision\s+beteiligt\b/giu,
  },
  { pattern: /\b(?:i|we)\s+(?:may\s+|might\s+|will\s+)?(?:earn|receive|get|make)\s+a\s+(?:small\s+)?(?:commission|percentage)\b/giu },
  { pattern: /\bproduct\s+placement\b/giu },
  // English phrases.
  { pattern: /\bpaid\s+partnership(?:\s+with)?\b/giu },
  { pattern: /\b(?:sponsored|presented|brought\s+to\s+you)\s+by\b/giu },
  {
    pattern: /\b(?:this|today'?s|the)\s+(?:video|post|episode|stream)\s+(?:is|was)\s+(?:sponsored|brought\s+to\s+you|made\s+possible)\b/giu,
  },
  // "Thanks Function of Beauty for sponsoring": brand names run to several words.
  { pattern: /\bthanks?\s+(?:you\s+)?(?:to\s+)?(?:@?[\p{L}\p{N}_.&'’-]+\s+){1,4}for\s+(?:sponsoring|partnering)\b/giu },
  {
    pattern:
      /\b(?:paid\s+)?sponsors?\s*:|\b(?:our|my|today'?s|this\s+video'?s)\s+(?:video\s+)?sponsors?\b|\b(?:meine|unsere|mein|unser)\s+sponsor(?:en)?\b/giu,
  },
  { pattern: /\bin\s+(?:paid\s+)?partnership\s+with\b/giu },
  { pattern: /\b(?:ad|advert|sponsored)\s*[|:]\s*/giu },
  { pattern: /(?<=^|[\n[(*|])[^\S\n]*(?:ad|sponsored|advertisement)(?=\s*[\])*|:]|\s*$)/gimu },
  { pattern: /\b(?:i\s+)?(?:partnered|teamed\s+up)\s+with\s+@/giu },
  {
    pattern:
      /\b(?:i|we)\s*(?:are|'re|’re|am|'m|’m|have|'ve|’ve)\s+(?:now\s+|proudly\s+|officially\s+|recently\s+)?(?:been\s+)?(?:partnered|teamed\s+up)\s+with\b/giu,
  },
  // "Stage Front VIP is the proud sponsor of Fight Hub TV": a plain "official sponsor of" is often news about others.
  {
    pattern:
      /\b(?:is|are)\s+(?:the\s+|a\s+|an\s+|our\s+)?proud\s+(?:official\s+)?sponsors?\s+of\b|\b(?:is|are)\s+(?:the\s+)?(?:official\s+)?sponsors?\s+of\s+(?:this|our|my)\s+(?:channel|video|show|podcast|stream)\b/giu,
  },
  { pattern: /\b(?:includes?|contains?)\s+(?:a\s+)?(?:paid\s+promotion|sponsorship|affiliate\s+links?)\b/giu },
  // Sponsor roles and headings in bios and credits: "@esncom Athlete", "Team @gigas_nutrition", "Ambassador for @komoot",
  // "brand ambassador: @cupra_at", "Sony Imaging Pro Ambassador", "Powered by @gymshark", "PARTNER: Beats By Dr.Dre".
  { pattern: /(?<![\p{L}\p{N}_.])@[\p{L}\p{N}_.]+\s+(?:athlete|athletin|athlet|ambassador|ambassadeur|botschafter\w*|partner)\b/giu },
  // (A space or colon before "@": "team@brand.com" is an e-mail address.)
  {
    pattern:
      /\b(?:sponsored\s+athlete|athlete|athletin|athlet|(?:brand\s+)?ambassador|ambassadeur|(?:marken)?botschafter\w*|team|partner|sponsors?)(?:\s*:\s*|\s+|\s*(?:of|for|von|bei)(?:\s*:\s+|\s+))@[\p{L}\p{N}_.]+/giu,
  },
  {
    pattern:
      /\p{Lu}[\p{L}\p{N}'’.]{1,40}(?:\s+\p{Lu}[\p{L}\p{N}'’.]{1,40}){0,3}\s+(?:[Bb]rand\s+)?(?:[Aa]mbassador|AMBASSADOR)\b|\b(?:[Bb]rand|BRAND)\s+(?:[Aa]mbassador|AMBASSADOR)\b/gu,
  },
  { pattern: /\bpowered\s+by\s+@[\p{L}\p{N}_.]+/giu },
  {
    pattern:
      /(?<=^|[\n|•▪◾►▶➖✖❌➡⚡\p{So}]|[\n|•▪◾►▶➖✖❌➡⚡\p{So}]\s)[^\S\n]*(?:official\s+|offizielle[rn]?\s+)?(?:partner|sponsor)(?:s|in|en)?\s*:/gimu,
  },
  { pattern: /\b(?:PARTNER|SPONSOR)S?\s*:/gu },
  { pattern: /\b(?:mein|meine|unser|unsere|my|our)\s+(?:werbe)?partner(?:in|s)?\s*:/giu },
  // A chapter of the video called "Sponsor" / "Werbung" ("2:50 Sponsor"): a sponsor segment.
  { pattern: /\b\d{1,2}:\d{2}\s*(?:[-–]\s*)?(?:sponsor(?:ed)?|sponsor\s+segment|werbung|anzeige|ad\s+read)(?=\s*(?:\d|$|\n|[|•-]))/gimu },
  { pattern: /\(\s*[^()\n]{0,40}?\b(?:affiliate|sponsor(?:ed)?)\s*\)/giu },
  // A third party made this video or stream possible: "unserem Partner X, die diesen Livestream ermöglicht haben".
  { pattern: /\bmit\s+freundlicher\s+unterstützung\s+(?:unser\w*\s+partner\w*|von|durch|der|des)\b/giu },
  {
    pattern:
      /\b(?:diesen|dieses|diese|this)\s+(?:live)?(?:stream|video|episode|folge|show)\s+(?:erst\s+)?(?:ermöglicht|möglich\s+gemacht|made\s+possible)|\bmade\s+this\s+(?:video|stream|episode|show)\s+possible/giu,
  },
  // A product supplied by the maker: "thank you to X for providing us with", "Pin provided by X for review", "zur Verfügung gestellt".
  {
    pattern:
      /\bthanks?\s+(?:you\s+)?(?:so\s+much\s+)?(?:to\s+)?(?:@?[\p{L}\p{N}_.&'’-]+\s+){1,4}for\s+(?:providing|supplying|sending|making\s+this\s+(?:\w+\s+)?(?:happen|possible))/giu,
  },
  {
    pattern:
      /\bprovided\s+(?:to\s+(?:me|us)\s+)?by\s+[\p{L}\p{N}@._-]+(?:\s+[\p{L}\p{N}@._-]+)?\s+for\s+(?:this\s+)?review\b|\breview\s+(?:unit|sample|copy)\s+(?:was\s+)?(?:provided|sent|supplied)\s+(?:to\s+(?:me|us)\s+)?by\b|\b(?:kostenlos\s+|kostenfrei\s+)?zur\s+verfügung\s+gestellt\b/giu,
  },
  // Affiliate notes in other words: "(Paid Links)", "As an Amazon Associate I earn from qualifying purchases", "eine Provision erhalte".
  {
    pattern:
      /\bpaid\s+links?\b|\bamazon\s+associates?\b|\bearn\s+(?:fees|from\s+qualifying\s+purchases)\b|\baffiliate\s+(?:commission|disclosure|program(?:me)?|advertising)\b/giu,
  },
  {
    pattern:
      /\bprovision\s+(?:erhalte|bekomme|verdiene)n?\b|\b(?:eine|kleine)\s+provision\b|\blinks?\s+(?:benutzen|nutzen|verwenden)\s+und\s+mich\s+(?:\w+\s+)?unterstütz\w*|\büber\s+(?:meinen|diesen|den)\s+link\b[^.\n]{0,60}?unterstütz\w*/giu,
  },
  // Dutch phrases.
  { pattern: /\bin\s+(?:betaalde\s+)?samenwerking\s+met\b|\bi\.s\.m\.?(?=\s)/giu },
  { pattern: /\bbetaalde\s+(?:samenwerking|partnerschap)\b/giu },
  { pattern: /\bgesponsord\s+door\b/giu },
  { pattern: /(?<=^|[\n[(*|])[^\S\n]*(?:advertentie|reclame)(?=\s*[\])*|:]|\s*$)/gimu },
];

/**
 * Every rule needs one of these words: plain substring scans of the lowercased text skip the many posts without any
 * (a case-insensitive Unicode regex over ~1.7 MB of seed captions costs ~10x more).
 */
const MARKER_WORDS = [
  'werb',
  'anzeige',
  'reklame',
  '#adv',
  'spon',
  'paid',
  'partner',
  'kooperation',
  'zusammenarbeit',
  'samenwerking',
  'gifted',
  'prsample',
  'invited',
  'reclame',
  'advert',
  'affiliate',
  'provision',
  'brought',
  'presented',
  'teamed',
  'produktplatzierung',
  'gesponsord',
  'ambassad',
  'botschafter',
  'betaalde',
  'unterstützt',
  'possible',
  'placement',
  'reflink',
  'ref-link',
  'ref link',
  'commission',
  'percentage',
  'athlet',
  'team',
  'powered',
  'provided',
  'providing',
  'supplying',
  'sending',
  'verfügung',
  'associate',
  'qualifying',
  'ermöglicht',
  'möglich',
  'happen',
  'unterstütz',
  'i.s.m',
  'review',
  'präsentiert',
  'gebracht',
  'pr-',
  'pr ',
  'sample',
  'geschenkt',
  'geschickt',
  'gesendet',
  'überlassen',
];
const hasMarkerWord = (text: string) => {
  const lower = text.toLowerCase();
  return MARKER_WORDS.some((word) => lower.includes(word)) || /\bads?\b/.test(lower);
};

/** True when the text says it is not sponsored: the promotional model must not overrule the author then. */
export function deniesSponsorship(text: string): boolean {
  return DENIALS.some((denial) => {
    denial.lastIndex = 0;
    return denial.test(text);
  });
}

/** Links are blanked first: "ebay-kleinanzeigen.de/s-anzeige/…", "?utm_source=affiliate" are no disclosures. */
function blankUrls(text: string): string {
  return blankRanges(
    text,
    findUrls(text).map((u) => {
      // A star after a link starts the note glued onto it ("…/jpperformance*Affiliate-Link:"): only the link is blanked.
      const star = text.slice(u.index, u.end).indexOf('*');
      return { start: u.index, end: star > 0 ? u.index + star : u.end };
    }),
  );
}

function blankNegations(text: string): string {
  let result = blankUrls(text);
  for (const negation of NEGATIONS) result = result.replace(negation, (match) => ' '.repeat(match.length));
  return result;
}

/** The disclosure markers in a text, as written there (trimmed), each once (case-insensitively), in text order. */
export function findDisclosureMarkers(text: string): string[] {
  if (!hasMarkerWord(text)) return [];
  const asWritten = markersIn(text);
  if (asWritten.length > 0) return asWritten;
  const unglued = unglueWords(text);
  return unglued === text ? asWritten : markersIn(unglued);
}

function markersIn(text: string): string[] {
  const cleaned = blankNegations(text);
  const found: { index: number; marker: string }[] = [];
  for (const { pattern } of RULES) {
    pattern.lastIndex = 0;
    for (const match of cleaned.matchAll(pattern)) {
      const marker = trimEndMatching(trimStartMatching(match[0].replace(/\s+/g, ' '), /[\s*|:[(]/), /[\s*|:\])]/);
      if (marker) found.push({ index: match.index, marker });
    }
  }
  found.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  return found.filter(({ marker }) => !seen.has(marker.toLowerCase()) && seen.add(marker.toLowerCase())).map((f) => f.marker);
}

/** A deliberately conservative language guess from titles/captions/bios; returns null unless one language clearly wins. */

const STOPWORD_LISTS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'you', 'this', 'with', 'for', 'is', 'my', 'of', 'to', 'in', 'it', 'what', 'how', 'on', 'your'],
  de: ['der', 'die', 'das', 'und', 'ich', 'ist', 'nicht', 'mit', 'ein', 'eine', 'auf', 'für', 'wir', 'zu', 'den', 'mein'],
  fr: ['le', 'la', 'les', 'des', 'est', 'une', 'et', 'pour', 'avec', 'du', 'je', 'sur', 'pas', 'dans', 'ce', 'mon'],
  es: ['el', 'los', 'las', 'que', 'por', 'con', 'una', 'para', 'del', 'como', 'pero', 'muy', 'mi', 'es', 'y'],
  pt: ['o', 'os', 'que', 'não', 'com', 'uma', 'para', 'do', 'da', 'em', 'meu', 'minha', 'você', 'é'],
  nl: ['de', 'het', 'een', 'en', 'van', 'ik', 'niet', 'met', 'voor', 'op', 'je', 'dat', 'is', 'zijn', 'wat'],
};

const STOPWORDS = Object.entries(STOPWORD_LISTS).map(([lang, list]) => [lang, new Set(list)] as const);

/**
 * Words that (almost) only German uses, for short texts such as bios and stream titles ("Mama von 2 Jungs | Rezepte
 * für jeden Tag"). Left out on purpose: words other languages share (die, was, hat, will, den, der, dem, in, hier, wie,
 * des, so, alles, familie, kleine, morgen, hallo, nur, tag, mal), and place names, which English bios use too
 * ("based in München").
 */
const GERMAN_WORDS = new Set([
  'und',
  'ich',
  'nicht',
  'für',
  'fürs',
  'über',
  'mit',
  'auf',
  'aus',
  'bei',
  'beim',
  'von',
  'vom',
  'zum',
  'zur',
  'sich',
  'auch',
  'noch',
  'ist',
  'sind',
  'bist',
  'seid',
  'wird',
  'werden',
  'kein',
  'keine',
  'oder',
  'aber',
  'uns',
  'euch',
  'mein',
  'meine',
  'meinem',
  'meinen',
  'meiner',
  'dein',
  'deine',
  'deinem',
  'deinen',
  'deiner',
  'dich',
  'mich',
  'dir',
  'ein',
  'eine',
  'einen',
  'einem',
  'einer',
  'das',
  'zu',
  'wir',
  'ihr',
  'sie',
  'jetzt',
  'immer',
  'mehr',
  'viel',
  'viele',
  'neue',
  'neues',
  'neuen',
  'schon',
  'sehr',
  'heute',
  'gerne',
  'leben',
  'liebe',
  'willkommen',
  'folgt',
  'jeden',
  'jede',
  'jeder',
  'unser',
  'unsere',
  'euer',
  'eure',
  'danke',
  'durch',
  'gegen',
  'ohne',
  'unter',
  'zwischen',
  'wenn',
  'weil',
  'dass',
  'damit',
  'habe',
  'haben',
  'kann',
  'können',
  'muss',
  'möchte',
  'gibt',
  'geht',
  'macht',
  'machen',
  'zeige',
  'zeigt',
  'teile',
  'rezepte',
  'reisen',
  'ernährung',
  'gesundheit',
  'anfragen',
  'geschäftliche',
  'kooperationen',
  'werbung',
  'anzeige',
  'impressum',
  'rabatt',
  'gutschein',
  'täglich',
  'deutsch',
  'deutschland',
  'österreich',
  'schweiz',
  'gemeinsam',
  'einfach',
  'bitte',
  'abend',
  'zusammen',
  'spaß',
  'spass',
  'woche',
  'jahre',
  'jahren',
  'wieder',
  'bis',
  'nach',
  'gut',
  'gute',
  'guten',
  'schöne',
  'schön',
  'große',
  'großen',
  'erste',
  'ersten',
]);

/** English words bios and titles use most (none of them German: not `im`, `am`, `an`); too many make a text mixed. */
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'you',
  'your',
  'my',
  'of',
  'to',
  'for',
  'with',
  'this',
  'that',
  'from',
  'our',
  'we',
  'me',
  'is',
  'are',
  'be',
  'by',
  'at',
  'on',
  'it',
  'what',
  'how',
  'love',
  'life',
  'based',
  'follow',
  'welcome',
  'just',
  'all',
  'more',
  'new',
  'here',
  'living',
  'lover',
  'i',
  "i'm",
  'about',
  'day',
  'every',
  'get',
  'like',
  'only',
  'or',
  'not',
  'if',
]);

/** Letters of other languages that write ä/ö/ü too (Turkish, Hungarian, Nordic): an umlaut is then no German hint. */
const NOT_GERMAN_LETTERS = /[çşğıőűåøæ]/u;

/** Letters that (almost) only Vietnamese uses. */
const VIETNAMESE = /[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu;

export function guessLanguage(texts: readonly string[]): string | null {
  // Styled letters of bios (𝐃𝐀𝐈𝐋𝐘, Ｆｕｌｌｗｉｄｔｈ, s̷t̷r̷u̷c̷k̷) → plain letters, so their words count as words.
  const text = texts
    .join(' \n ')
    .slice(0, 20_000)
    .replace(/[\u{1D400}-\u{1D7FF}\u{FF01}-\u{FF5E}]/gu, (c) => c.normalize('NFKC'))
    .replace(/[\u0334-\u0338]/gu, '')
    .toLowerCase();
  if (text.length < 20) return null;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const vietnamese = text.match(VIETNAMESE)?.length ?? 0;
  if (letters > 0 && vietnamese / letters > 0.03) return 'vi';
  const words = text.match(/[\p{L}']+/gu) ?? [];
  return guessByStopwords(words) ?? guessShortGerman(text, words);
}

function guessByStopwords(words: readonly string[]): string | null {
  if (words.length < 8) return null;
  const scores = STOPWORDS.map(([lang, set]) => [lang, words.filter((w) => set.has(w)).length] as const);
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (!best || best[1] < 4 || best[1] / words.length < 0.06) return null;
  return best[1] >= 2 * (second?.[1] ?? 0) ? best[0] : null;
}

/**
 * German in texts too short (or too mixed) for the stopword count: at least two different German words, or one plus
 * an ß or umlaut word; at most half as many English words, and no other language's stopwords outnumbering the German.
 */
export function guessShortGerman(text: string, words: readonly string[]): string | null {
  // Distinct words: a bio that says "Impressum: @impressum_name" has one German word, not two.
  const german = new Set(words.filter((w) => GERMAN_WORDS.has(w))).size;
  if (german === 0) return null;
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  const hasGermanLetters = !NOT_GERMAN_LETTERS.test(text) && (text.includes('ß') || words.some((w) => /[äöü]/u.test(w)));
  const evidence = german + (hasGermanLetters ? 1 : 0);
  if (evidence < 2 || english * 2 >= german + (hasGermanLetters ? 1 : 0)) return null;
  for (const [lang, set] of STOPWORDS) {
    if (lang === 'de') continue;
    const hits = words.filter((w) => set.has(w) && !GERMAN_WORDS.has(w)).length;
    if (hits >= german) return null;
  }
  return 'de';
}

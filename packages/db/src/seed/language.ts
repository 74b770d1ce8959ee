/** A deliberately conservative language guess from titles/captions; returns null unless one language clearly wins. */

const STOPWORD_LISTS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'you', 'this', 'with', 'for', 'is', 'my', 'of', 'to', 'in', 'it', 'what', 'how', 'on', 'your'],
  de: ['der', 'die', 'das', 'und', 'ich', 'ist', 'nicht', 'mit', 'ein', 'eine', 'auf', 'für', 'wir', 'zu', 'den', 'mein'],
  fr: ['le', 'la', 'les', 'des', 'est', 'une', 'et', 'pour', 'avec', 'du', 'je', 'sur', 'pas', 'dans', 'ce', 'mon'],
  es: ['el', 'los', 'las', 'que', 'por', 'con', 'una', 'para', 'del', 'como', 'pero', 'muy', 'mi', 'es', 'y'],
  pt: ['o', 'os', 'que', 'não', 'com', 'uma', 'para', 'do', 'da', 'em', 'meu', 'minha', 'você', 'é'],
  nl: ['de', 'het', 'een', 'en', 'van', 'ik', 'niet', 'met', 'voor', 'op', 'je', 'dat', 'is', 'zijn', 'wat'],
};

const STOPWORDS = Object.entries(STOPWORD_LISTS).map(([lang, list]) => [lang, new Set(list)] as const);

/** Letters that (almost) only Vietnamese uses. */
const VIETNAMESE = /[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu;

export function guessLanguage(texts: readonly string[]): string | null {
  const text = texts.join(' \n ').slice(0, 20_000).toLowerCase();
  if (text.length < 20) return null;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const vietnamese = text.match(VIETNAMESE)?.length ?? 0;
  if (letters > 0 && vietnamese / letters > 0.03) return 'vi';
  const words = text.match(/[\p{L}']+/gu) ?? [];
  if (words.length < 8) return null;
  const scores = STOPWORDS.map(([lang, set]) => [lang, words.filter((w) => set.has(w)).length] as const);
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (!best || best[1] < 4 || best[1] / words.length < 0.06) return null;
  return best[1] >= 2 * (second?.[1] ?? 0) ? best[0] : null;
}

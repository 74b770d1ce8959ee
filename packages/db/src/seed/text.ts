/** Text helpers shared by the source readers: names, handles, tags, hashtags. */
import { toAscii } from '@creatorlens/contracts';

/** Drops characters the upstream files lost (`ý`, `ï¿½`, U+FFFD, runs of `?` from cp1252 saves) and tidies whitespace. */
export function cleanName(value: string | null | undefined): string {
  if (!value) return '';
  return (
    value
      // Styled "𝑨𝒋𝒆𝒚" letters (mathematical alphanumerics) → plain letters.
      .replace(/[\u{1D400}-\u{1D7FF}]/gu, (c) => c.normalize('NFKC'))
      .replace(/ï¿½|\uFFFD/g, ' ')
      .replace(/ý{1,}/g, (m, offset: number, all: string) => (isMojibakeY(all) ? ' ' : m))
      .replace(/\?{2,}|(^|\s)\?(?=\s|$)/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s\-–—|:·•,.!]+|[\s\-–—|:·•,]+$/g, '')
      .trim()
  );
}

/** In youtube-global-2023 non-Latin characters became `ý`; a real `ý` (Czech, Slovak) sits between Latin letters. */
function isMojibakeY(all: string): boolean {
  return /ýý|(^|\s)ý|ý(\s|$)/.test(all);
}

/** Handle key for matching across sources and platforms: lowercase ASCII letters and digits only (`Khaby.Lame` → `khabylame`). */
export function handleKey(value: string | null | undefined): string {
  return toAscii((value ?? '').replace(/^@/, '')).replace(/[^a-z0-9]/g, '');
}

/** Name key: lowercase letters and digits of any script, no spaces or punctuation (`Cristiano Ronaldo` → `cristianoronaldo`). */
export function nameKey(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC') // recompose what is not a diacritic (Hangul syllables)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Number of words in a cleaned display name. */
export function wordCount(value: string): number {
  return value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** `Music & Dance` → [`music`, `dance`]; `Sports with a ball` → [`sports-with-a-ball`]; `Actors/actresses` → [`actors-actresses`]. */
export function categoryTags(value: string | null | undefined): string[] {
  if (!value) return [];
  const tags: string[] = [];
  for (const part of value.split(/[|&]/)) {
    const tag = toAscii(part)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (tag.length > 1 && tag !== 'nan' && tag !== 'n-a') tags.push(tag === 'commentory' ? 'commentary' : tag);
  }
  return tags;
}

/** Hashtags in a text, lowercase, without `#`, in order of first appearance. */
export function extractHashtags(text: string | null | undefined): string[] {
  if (!text) return [];
  const tags = new Set<string>();
  for (const match of text.matchAll(/#([\p{L}\p{N}_]+)/gu)) {
    const tag = match[1]!.toLowerCase();
    if (!/^\d+$/.test(tag) && tag.length <= 100) tags.add(tag);
  }
  return [...tags];
}

/** Comma/space separated tag list (`suckhoe, thaomoc`) → lowercase tags without `#`. */
export function splitHashtags(value: string | null | undefined): string[] {
  if (!value) return [];
  const tags = new Set<string>();
  for (const part of value.split(/[,\s]+/)) {
    const tag = part.replace(/^#+/, '').trim().toLowerCase();
    if (tag && !/^\?+$/.test(tag)) tags.add(tag);
  }
  return [...tags];
}

/** Letters and digits of any script (`müller@web.de`, and the styled `𝐦𝐚𝐢𝐥@𝐠𝐦𝐚𝐢𝐥.𝐜𝐨𝐦` of bios). */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/**
 * Spelled-out addresses as German bios write them: `name[at]gmail.com`, `name (at) web (punkt) de`. The dots are
 * written without spaces (or spelled out), so a country code in a bio ("Wien (AT). Fotos") is not taken for one.
 */
const SPELLED_EMAIL =
  /[\p{L}\p{N}._%+-]+\s*[[(]\s*(?:at|ät|@)\s*[\])]\s*[\p{L}\p{N}-]+(?:(?:\.|\s*[[(]\s*(?:dot|punkt)\s*[\])]\s*)[\p{L}\p{N}-]+)*?(?:\.|\s*[[(]\s*(?:dot|punkt)\s*[\])]\s*)\p{L}{2,6}(?![\p{L}\p{N}])/giu;
/** `name @outlook.com`: a space before the @ of a mail provider (an Instagram @mention never names one of these). */
const SPACED_EMAIL =
  /[\p{L}\p{N}._%+-]+\s+@(?:gmail|googlemail|outlook|hotmail|gmx|web|yahoo|icloud|t-online|live|protonmail|aol|bluewin|hispeed)\.[a-z]{2,3}(?![\p{L}\p{N}])/giu;

/** Removes e-mail addresses (also spelled-out and styled ones) from public bios before they are stored. */
export function stripEmails(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.replace(SPELLED_EMAIL, '[e-mail]').replace(SPACED_EMAIL, '[e-mail]').replace(EMAIL, '[e-mail]').trim();
  return text.length > 0 ? text : null;
}

/** Null for empty strings. */
export function nonEmpty(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

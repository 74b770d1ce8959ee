/**
 * Names users choose (organisations, people) go into mails that look like they come from us. Written verbatim, a
 * name like "Your account is locked — click here" reads as our own words in a subject, and a line break would start a
 * new header in a naive transport or a fake paragraph in the body. So a name is cleaned, capped and, where it stands
 * in our sentence, quoted as data.
 */

/** The most characters of a user's name a mail shows; the rest becomes "…". */
export const MAIL_NAME_MAX_LENGTH = 60;

// Control characters (C0, DEL, C1), line and paragraph separators, and the invisible marks that reorder or hide text
// (bidi overrides and isolates, zero-width characters, BOM): none belongs in a name and each can disguise one.
// eslint-disable-next-line no-control-regex
const INVISIBLE_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** A user's name as one visible line of at most MAIL_NAME_MAX_LENGTH characters (code points, so no emoji is cut). */
export function cleanMailName(value: string): string {
  const line = value.replace(INVISIBLE_OR_CONTROL, ' ').replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= MAIL_NAME_MAX_LENGTH
    ? line
    : `${characters
        .slice(0, MAIL_NAME_MAX_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

const QUOTES = { en: ['“', '”'], de: ['„', '“'] } as const;

/**
 * A user's name in typographic quotes of the mail's language, cleaned as cleanMailName does. Quote marks inside the
 * name become plain ones, so a name cannot close our quote and continue as our text.
 */
export function quoteMailName(value: string, language: keyof typeof QUOTES): string {
  const [open, close] = QUOTES[language];
  return `${open}${cleanMailName(value).replace(/[“”„‟«»]/g, '"')}${close}`;
}

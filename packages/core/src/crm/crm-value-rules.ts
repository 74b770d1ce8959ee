import type { CrmFieldType } from '@creatorlens/db/schema';

export const CRM_TEXT_MAX_LENGTH = 2000;
export const CRM_FIELD_NAME_MAX_LENGTH = 80;
export const CRM_OPTION_MAX_LENGTH = 100;
export const CRM_MAX_OPTIONS = 50;
export const CRM_MAX_FIELDS = 50;

export type CrmValueCheck = { ok: true; value: string } | { ok: false; message: string };

const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is the mail server's business.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isRealDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over to March: a real date survives the round trip unchanged.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for an absolute http(s) URL; javascript:, data: and relative links are refused so a link is safe to render. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Checks and normalises one CRM value for its field type; values are stored as text, so this is the only
 * gate that keeps a number field numeric or a URL field clickable without risk.
 */
export function checkCrmValue(field: { type: CrmFieldType; options: string[] }, raw: string): CrmValueCheck {
  const value = raw.trim();
  switch (field.type) {
    case 'text':
      return value.length <= CRM_TEXT_MAX_LENGTH
        ? { ok: true, value }
        : { ok: false, message: `A text value has at most ${CRM_TEXT_MAX_LENGTH} characters.` };
    case 'number': {
      const normalised = value.replace(/\s/g, '');
      return DECIMAL.test(normalised)
        ? { ok: true, value: normalised }
        : { ok: false, message: 'Enter a number such as 1250 or 99.50 (a dot as decimal separator).' };
    }
    case 'date':
      return isRealDate(value)
        ? { ok: true, value }
        : { ok: false, message: 'Enter a date as yyyy-mm-dd, e.g. 2026-03-31.' };
    case 'email':
      return value.length <= 254 && EMAIL.test(value)
        ? { ok: true, value }
        : { ok: false, message: 'Enter an e-mail address such as name@example.com.' };
    case 'url':
      return value.length <= CRM_TEXT_MAX_LENGTH && isHttpUrl(value)
        ? { ok: true, value }
        : { ok: false, message: 'Enter a web address starting with http:// or https://.' };
    case 'select':
      return field.options.includes(value)
        ? { ok: true, value }
        : { ok: false, message: `Choose one of: ${field.options.join(', ')}.` };
  }
}

/**
 * Cleans the options of a select field: trimmed, non-empty, unique (case-insensitively) and bounded.
 * Returns an error message instead when the list cannot be used.
 */
export function normaliseSelectOptions(options: string[]): { ok: true; options: string[] } | { ok: false; message: string } {
  const cleaned = options.map((option) => option.trim()).filter((option) => option.length > 0);
  if (cleaned.length === 0) return { ok: false, message: 'A select field needs at least one option.' };
  if (cleaned.length > CRM_MAX_OPTIONS) return { ok: false, message: `A select field has at most ${CRM_MAX_OPTIONS} options.` };
  const tooLong = cleaned.find((option) => option.length > CRM_OPTION_MAX_LENGTH);
  if (tooLong) return { ok: false, message: `An option has at most ${CRM_OPTION_MAX_LENGTH} characters.` };
  const seen = new Set<string>();
  for (const option of cleaned) {
    const key = option.toLocaleLowerCase();
    if (seen.has(key)) return { ok: false, message: `The option "${option}" appears twice.` };
    seen.add(key);
  }
  return { ok: true, options: cleaned };
}

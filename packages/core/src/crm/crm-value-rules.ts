import {
  CRM_OPTION_MAX_LENGTH,
  CRM_MAX_OPTIONS,
  CRM_TEXT_MAX_LENGTH,
  cleanCrmOptions,
  normaliseCrmValue,
  repeatedCrmOption,
  type CrmFieldType,
} from '@creatorlens/contracts';

// The limits and the value rules live in contracts, where the browser's form checks read them too.
export {
  CRM_FIELD_NAME_MAX_LENGTH,
  CRM_MAX_FIELDS,
  CRM_MAX_OPTIONS,
  CRM_OPTION_MAX_LENGTH,
  CRM_TEXT_MAX_LENGTH,
  isHttpUrl,
} from '@creatorlens/contracts';

type CrmValueCheck = { ok: true; value: string } | { ok: false; message: string };

const PROBLEM: Record<CrmFieldType, (options: readonly string[]) => string> = {
  text: () => `A text value has at most ${CRM_TEXT_MAX_LENGTH} characters.`,
  number: () => 'Enter a number such as 1250 or 99.50 (a dot as decimal separator).',
  date: () => 'Enter a date as yyyy-mm-dd, e.g. 2026-03-31.',
  email: () => 'Enter an e-mail address such as name@example.com.',
  url: () => 'Enter a web address starting with http:// or https://.',
  select: (options) => `Choose one of: ${options.join(', ')}.`,
};

/**
 * Checks and normalises one CRM value for its field type; values are stored as text, so this is the only
 * gate that keeps a number field numeric or a URL field clickable without risk.
 */
export function checkCrmValue(field: { type: CrmFieldType; options: string[] }, raw: string): CrmValueCheck {
  const value = normaliseCrmValue(field, raw);
  return value === null ? { ok: false, message: PROBLEM[field.type](field.options) } : { ok: true, value };
}

/**
 * Cleans the options of a select field: trimmed, non-empty, unique (case-insensitively) and bounded.
 * Returns an error message instead when the list cannot be used.
 */
export function normaliseSelectOptions(options: string[]): { ok: true; options: string[] } | { ok: false; message: string } {
  // The same cleaning and repeat rule as the field dialog's check (contracts), so the two never disagree.
  const cleaned = cleanCrmOptions(options);
  if (cleaned.length === 0) return { ok: false, message: 'A select field needs at least one option.' };
  if (cleaned.length > CRM_MAX_OPTIONS) return { ok: false, message: `A select field has at most ${CRM_MAX_OPTIONS} options.` };
  const tooLong = cleaned.find((option) => option.length > CRM_OPTION_MAX_LENGTH);
  if (tooLong) return { ok: false, message: `An option has at most ${CRM_OPTION_MAX_LENGTH} characters.` };
  const repeated = repeatedCrmOption(cleaned);
  if (repeated !== undefined) return { ok: false, message: `The option "${repeated}" appears twice.` };
  return { ok: true, options: cleaned };
}

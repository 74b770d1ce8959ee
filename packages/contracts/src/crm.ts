import * as z from 'zod/mini';
import { isCalendarDate } from './calendar-date.ts';

/**
 * CRM fields and the rules their values follow. The server checks every value with `normaliseCrmValue` and stays the
 * authority; the browser runs the same function first, so a person gets a translated hint before a round trip.
 */
export const CRM_FIELD_TYPES = ['text', 'number', 'date', 'select', 'email', 'url'] as const;
export type CrmFieldType = (typeof CRM_FIELD_TYPES)[number];

export const CRM_TEXT_MAX_LENGTH = 2000;
export const CRM_FIELD_NAME_MAX_LENGTH = 80;
export const CRM_OPTION_MAX_LENGTH = 100;
export const CRM_MAX_OPTIONS = 50;
export const CRM_MAX_FIELDS = 50;
/** The longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;

/** Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is the mail server's business. */
export const EMAIL_ADDRESS_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;
/** True for a calendar date written yyyy-mm-dd (2025-02-30 is not one); the rule of calendar-date.ts. */
export const isRealDate = isCalendarDate;

/** True for an absolute http(s) URL; javascript:, data: and relative links are refused so a link is safe to render. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The value as stored (trimmed; numbers without spaces), or null when it is not valid for the field's type. */
export function normaliseCrmValue(field: { type: CrmFieldType; options: readonly string[] }, raw: string): string | null {
  const value = raw.trim();
  switch (field.type) {
    case 'text':
      return value.length <= CRM_TEXT_MAX_LENGTH ? value : null;
    case 'number': {
      const normalised = value.replace(/\s/g, '');
      return DECIMAL.test(normalised) ? normalised : null;
    }
    case 'date':
      return isRealDate(value) ? value : null;
    case 'email':
      return value.length <= EMAIL_MAX_LENGTH && EMAIL_ADDRESS_PATTERN.test(value) ? value : null;
    case 'url':
      return value.length <= CRM_TEXT_MAX_LENGTH && isHttpUrl(value) ? value : null;
    case 'select':
      return field.options.includes(value) ? value : null;
  }
}

/** A field's type as the create and update procedures and the field dialog take it. */
export const crmFieldTypeSchema = z.enum(CRM_FIELD_TYPES);

/**
 * A CRM field's name as the create and update procedures and the field dialog take it: trimmed, then 1 to
 * CRM_FIELD_NAME_MAX_LENGTH characters. No messages: the words for a wrong name are the web's.
 */
export const crmFieldNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(CRM_FIELD_NAME_MAX_LENGTH));

/** One choice of a select field: trimmed, at most CRM_OPTION_MAX_LENGTH characters (a blank one is dropped later). */
export const crmOptionSchema = z.string().check(z.trim(), z.maxLength(CRM_OPTION_MAX_LENGTH));

/** The choices of a select field as sent: at most CRM_MAX_OPTIONS; blanks and repeats are judged by cleanCrmOptions. */
export const crmFieldOptionsSchema = z.array(crmOptionSchema).check(z.maxLength(CRM_MAX_OPTIONS));

/** The options as stored: trimmed, blanks dropped, in the order given. */
export function cleanCrmOptions(options: readonly string[]): string[] {
  return options.map((option) => option.trim()).filter((option) => option.length > 0);
}

/** The first option that appears again (case-insensitively: "Won" and "won" would read the same in a menu), if any. */
export function repeatedCrmOption(options: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const option of cleanCrmOptions(options)) {
    const key = option.toLocaleLowerCase();
    if (seen.has(key)) return option;
    seen.add(key);
  }
  return undefined;
}

import type { RouterOutputs } from '../../lib/trpc.ts';
import { normaliseCrmValue } from '@creatorlens/contracts';
import { parseLocaleNumber, writeDecimal, type Locale } from '@creatorlens/i18n';

export type CrmFieldType = RouterOutputs['crmField']['listCrmFields'][number]['type'];
export type CrmInvalidKey = `Crm.invalid-${CrmFieldType}`;

/**
 * The browser's first look at a value, with the server's own rule (contracts' normaliseCrmValue), so a person gets a
 * translated hint before a round trip; the server checks again and stays the authority. An empty value clears.
 * Numbers are read in the UI language first ("1.500,5" in German), see readCrmInput.
 */
export function checkCrmInput(type: CrmFieldType, options: string[], raw: string, locale: Locale = 'en'): CrmInputProblemKey | null {
  const read = readCrmInput(locale, type, options, raw);
  return read.ok ? null : read.messageKey;
}

export type CrmInputProblemKey = CrmInvalidKey | 'Numbers.ambiguous';

/**
 * What the server stores for a typed value: numbers turned from the UI language into a plain decimal ("1.500,5" in
 * German and "1,500.5" in English both become "1500.5"), everything else as typed; null clears. Or why it is refused.
 */
export function readCrmInput(
  locale: Locale,
  type: CrmFieldType,
  options: string[],
  raw: string,
): { ok: true; value: string | null } | { ok: false; messageKey: CrmInputProblemKey } {
  if (raw.trim() === '') return { ok: true, value: null };
  let value = raw;
  if (type === 'number') {
    const parsed = parseLocaleNumber(locale, raw);
    if (!parsed.ok) return { ok: false, messageKey: parsed.problem === 'ambiguous' ? 'Numbers.ambiguous' : 'Crm.invalid-number' };
    value = parsed.value;
  }
  return normaliseCrmValue({ type, options }, value) === null ? { ok: false, messageKey: `Crm.invalid-${type}` } : { ok: true, value };
}

/** A stored value as a person reads and edits it: numbers in the UI language (1.500,5), everything else as stored. */
export function crmValueForInput(locale: Locale, type: CrmFieldType, stored: string | null): string {
  if (stored === null) return '';
  return type === 'number' ? writeDecimal(locale, stored) : stored;
}

/** The URL when it is an absolute http(s) address, else null: only such values are ever rendered as links. */
export function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

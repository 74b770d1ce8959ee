import type { RouterOutputs } from '../../lib/trpc.ts';
import { normaliseCrmValue } from '@creatorlens/contracts';

export type CrmFieldType = RouterOutputs['crmField']['listCrmFields'][number]['type'];
export type CrmInvalidKey = `Crm.invalid-${CrmFieldType}`;

/**
 * The browser's first look at a value, with the server's own rule (contracts' normaliseCrmValue), so a person gets a
 * translated hint before a round trip; the server checks again and stays the authority. An empty value clears.
 */
export function checkCrmInput(type: CrmFieldType, options: string[], raw: string): CrmInvalidKey | null {
  if (raw.trim() === '') return null;
  return normaliseCrmValue({ type, options }, raw) === null ? `Crm.invalid-${type}` : null;
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

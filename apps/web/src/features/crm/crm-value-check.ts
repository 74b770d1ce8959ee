import type { RouterOutputs } from '../../lib/trpc.ts';

export type CrmFieldType = RouterOutputs['crmField']['list'][number]['type'];
export type CrmInvalidKey = `Crm.invalid-${CrmFieldType}`;

/**
 * The browser's first look at a value, mirroring the server's rules so a person gets a translated hint
 * before a round trip; the server checks again and stays the authority.
 */
export function checkCrmInput(type: CrmFieldType, options: string[], raw: string): CrmInvalidKey | null {
  const value = raw.trim();
  if (value === '') return null;
  switch (type) {
    case 'text':
      return value.length <= 2000 ? null : 'Crm.invalid-text';
    case 'number':
      return /^-?\d{1,15}(\.\d{1,6})?$/.test(value.replace(/\s/g, '')) ? null : 'Crm.invalid-number';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'Crm.invalid-date';
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'Crm.invalid-email';
    case 'url':
      return safeHttpUrl(value) ? null : 'Crm.invalid-url';
    case 'select':
      return options.includes(value) ? null : 'Crm.invalid-select';
  }
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

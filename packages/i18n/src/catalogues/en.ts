import { enAccount } from './en-account.ts';
import { enInsights } from './en-insights.ts';

/**
 * The English catalogue; the source of truth for the key set. Keys are `Namespace.key-name`, the
 * form the product spec uses (e.g. `Common.error-occured`, spelled as in the spec). Split by product area.
 */
export const en = { ...enAccount, ...enInsights } as const;

import type { Catalogue } from './types.ts';
import { deAccount } from './de-account.ts';
import { deInsights } from './de-insights.ts';

/** The German catalogue. Formal address (Sie), as German B2B customers expect. */
export const de: Catalogue = { ...deAccount, ...deInsights };

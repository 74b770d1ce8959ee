import type { Catalogue } from './catalogues/types.ts';
import type { Locale } from './locale.ts';

/**
 * One language's catalogue as its own chunk: the browser downloads only the language it shows (about half the
 * catalogue bytes of the first load); the other arrives when the user switches.
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'de') return (await import('./catalogues/de.ts')).de;
  return (await import('./catalogues/en.ts')).en;
}

import type { ReactNode } from 'react';
import { KnockI18nProvider, locales } from '@knocklabs/react-core';

/**
 * Gives the kit its own English words below this point, whatever KnockProvider was given. The kit's connection hooks
 * compare the server's messages ("Microsoft Teams tenant ID not set.", "Access token not set.") with their OWN
 * translation to tell "not connected" from an error; with German kit words that comparison fails and a workspace that
 * was simply never connected shows an error. Our words come from i18next, never from the kit.
 */
export function KitEnglishWords({ children }: { children: ReactNode }) {
  return <KnockI18nProvider i18n={locales.en}>{children}</KnockI18nProvider>;
}

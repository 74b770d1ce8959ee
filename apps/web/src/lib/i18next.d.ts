import 'i18next';
import type { en } from '@creatorlens/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // SitePages (long page copy) is read from the catalogue objects directly, never through t(); leaving it out
    // keeps i18next's key types small.
    resources: { translation: Omit<typeof en, 'SitePages'> };
  }
}

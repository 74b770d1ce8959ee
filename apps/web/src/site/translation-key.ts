import type { en } from '@creatorlens/i18n';

/** Keys of the site's UI namespace, so link tables are checked against the catalogue. */
export type TranslationKey = `Site.${keyof (typeof en)['Site'] & string}`;

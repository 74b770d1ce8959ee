import { useSiteTranslation } from './site-i18n-context.tsx';

/** The id of the public frame's main element (the same as the app shell's, so the skip link behaves alike). */
export const SITE_MAIN_ID = 'main-content';

/** First focusable element of every public page: jumps over the header for keyboard users. */
export function SiteSkipLink() {
  const { t } = useSiteTranslation();
  return (
    <a
      href={`#${SITE_MAIN_ID}`}
      className="sr-only z-100 rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('Common.skip-to-content')}
    </a>
  );
}

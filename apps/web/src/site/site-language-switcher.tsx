import { SUPPORTED_LOCALES } from '@creatorlens/i18n';
import { cn, focusRing } from '@creatorlens/ui';
import { useSiteNavigation } from './site-navigation.tsx';
import { useSiteTranslation } from './site-i18n-context.tsx';

/**
 * The public site's language switch: two toggle buttons instead of the app's dropdown, because a dropdown brings a
 * positioning library the landing's JavaScript budget cannot afford. Switching keeps the page and remembers the choice.
 */
export function SiteLanguageSwitcher() {
  const { t, locale } = useSiteTranslation();
  const { changeLanguage } = useSiteNavigation();
  return (
    <div
      role="group"
      aria-label={t('Language.change')}
      className="inline-flex items-center rounded-md border border-border p-0.5"
      data-testid="site-language-switcher"
    >
      {SUPPORTED_LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === locale}
          aria-label={t(`Language.${code}`)}
          title={t(`Language.${code}`)}
          onClick={() => void changeLanguage(code)}
          className={cn(
            'h-7 rounded px-2 text-xs font-semibold uppercase transition-colors',
            code === locale ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
            focusRing,
          )}
        >
          {code}
        </button>
      ))}
    </div>
  );
}

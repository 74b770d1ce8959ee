import { useTranslation } from 'react-i18next';
import { LogoMark } from '../lib/brand.tsx';
import { LanguageSwitcher } from '../lib/language-switcher.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:px-6">
        <div className="flex items-center gap-3">
          <LogoMark className="size-6" />
          <p>{t('Common.tagline')}</p>
        </div>
        <div className="flex items-center gap-3 sm:ml-auto">
          <p>{t('Common.copyright', { year: new Date().getFullYear() })}</p>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES, isSupportedLocale } from '@creatorlens/i18n';
import {
  Button,
  DeferredDropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  GlobeIcon,
} from '@creatorlens/ui';
import { changeLanguage, useLocale } from './i18n.ts';

export function LanguageSwitcher({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    // Mounted on first use: nothing of the menu is needed for the page's first frame.
    <DeferredDropdownMenu
      trigger={
        <Button variant="ghost" size="sm" aria-label={t('Language.change')} title={t('Language.change')}>
          <GlobeIcon size={16} />
          <span className="font-semibold uppercase">{locale}</span>
        </Button>
      }
    >
      <DropdownMenuContent align={align} className="min-w-40">
        <DropdownMenuLabel>{t('Language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={locale}
          onValueChange={(value) => {
            if (isSupportedLocale(value)) void changeLanguage(value);
          }}
        >
          {SUPPORTED_LOCALES.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {t(`Language.${code}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DeferredDropdownMenu>
  );
}

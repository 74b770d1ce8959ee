import { Button } from '@creatorlens/ui';
import { MoonIcon, SunIcon } from './site-icons.tsx';
import { setTheme, useTheme } from '../lib/theme.ts';
import { useSiteTranslation } from './site-i18n-context.tsx';

/** Light/dark switch of the public header; until a visitor chooses, the colour mode follows prefers-color-scheme. */
export function SiteThemeToggle() {
  const { t } = useSiteTranslation();
  const isDark = useTheme() === 'dark';
  const label = isDark ? t('Theme.switch-to-light') : t('Theme.switch-to-dark');
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      data-testid="site-theme-toggle"
    >
      {isDark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </Button>
  );
}

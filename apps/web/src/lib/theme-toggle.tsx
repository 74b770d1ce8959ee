import { useTranslation } from 'react-i18next';
import { Button, MoonIcon, SunIcon } from '@creatorlens/ui';
import { setTheme, useTheme } from './theme.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDark = theme === 'dark';
  const label = isDark ? t('Theme.switch-to-light') : t('Theme.switch-to-dark');
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={() => setTheme(isDark ? 'light' : 'dark')}>
      {isDark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </Button>
  );
}

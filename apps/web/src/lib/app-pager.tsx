import { useTranslation } from 'react-i18next';
import { Pager, type PagerProps } from '@creatorlens/ui';

/** The design system's Pager with its words from the catalogue (Table.*), the same on every paged list. */
export function AppPager(props: Omit<PagerProps, 'statusLabel' | 'previousLabel' | 'nextLabel'>) {
  const { t } = useTranslation();
  return (
    <Pager
      {...props}
      statusLabel={(page, pages) => t('Table.page-of', { page, pages })}
      previousLabel={t('Table.previous-page')}
      nextLabel={t('Table.next-page')}
    />
  );
}

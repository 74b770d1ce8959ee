import { useTranslation } from 'react-i18next';
import { Button, ChevronLeftIcon, ChevronRightIcon } from '@creatorlens/ui';

/**
 * Previous / next with the page's number. `pages` is null when the count stopped at the cap ("10,000+"): the last
 * page is then unknown and `hasNext` (the server gave a cursor) decides whether there is one more.
 */
export function Pagination({
  page,
  pages,
  hasNext,
  onPage,
}: {
  page: number;
  pages: number | null;
  hasNext?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages !== null && pages <= 1) return null;
  const isLast = pages === null ? hasNext !== true : page >= pages;
  return (
    <nav aria-label={t('Discovery.pagination')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon size={14} />
        {t('Discovery.previous')}
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums" aria-current="page">
        {pages === null ? t('DiscoveryCounts.page', { page }) : t('Discovery.page-of', { page, pages })}
      </span>
      <Button variant="secondary" size="sm" disabled={isLast} onClick={() => onPage(page + 1)}>
        {t('Discovery.next')}
        <ChevronRightIcon size={14} />
      </Button>
    </nav>
  );
}

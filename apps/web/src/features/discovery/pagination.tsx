import { useTranslation } from 'react-i18next';
import { Button, ChevronLeftIcon, ChevronRightIcon } from '@creatorlens/ui';

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('Discovery.pagination')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon size={14} />
        {t('Discovery.previous')}
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums" aria-current="page">
        {t('Discovery.page-of', { page, pages })}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('Discovery.next')}
        <ChevronRightIcon size={14} />
      </Button>
    </nav>
  );
}

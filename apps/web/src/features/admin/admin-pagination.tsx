import { useTranslation } from 'react-i18next';
import { Button, ChevronLeftIcon, ChevronRightIcon } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';

/** "21–40 of 95" with previous/next; hidden when everything fits on one page. */
export function AdminPagination({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (total <= pageSize && page === 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const isLast = to >= total;
  return (
    <nav aria-label={t('Admin.pagination')} className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
      <span aria-live="polite">
        {t('Admin.range', { from: format.integer(from), to: format.integer(to), total: format.integer(total) })}
      </span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon size={14} />
          {t('Admin.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={isLast} onClick={() => onPageChange(page + 1)}>
          {t('Admin.next')}
          <ChevronRightIcon size={14} />
        </Button>
      </div>
    </nav>
  );
}

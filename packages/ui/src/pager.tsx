import { Button } from './button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Already translated, e.g. "Page 2 of 5". */
  statusLabel: (page: number, pages: number) => string;
  previousLabel: string;
  nextLabel: string;
}

/** Previous/next paging for offset-paged lists; renders nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPageChange, statusLabel, previousLabel, nextLabel }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="flex items-center justify-end gap-2 text-sm text-muted-foreground">
      <span aria-live="polite">{statusLabel(page, pages)}</span>
      <Button variant="secondary" size="icon" aria-label={previousLabel} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon size={16} />
      </Button>
      <Button variant="secondary" size="icon" aria-label={nextLabel} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        <ChevronRightIcon size={16} />
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Skeleton } from '@creatorlens/ui';

/** Placeholder rows while an admin table loads for the first time. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" aria-busy="true" aria-label={t('Common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12" />
      ))}
    </div>
  );
}

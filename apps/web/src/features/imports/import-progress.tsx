import { useTranslation } from 'react-i18next';

/** The import's progress bar: matching rows (done of total), then applying; indeterminate while queued. */
export function ImportProgress({
  state,
  progress,
}: {
  state: string;
  progress: { done: number; total: number; message: string | null } | null;
}) {
  const { t } = useTranslation();
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const label =
    state === 'queued' || !progress
      ? t('Imports.progress-queued')
      : progress.message === 'Imports.progress-applying'
        ? t('Imports.progress-applying')
        : t('Imports.progress-matching', { done, total });
  return (
    <div className="flex flex-col gap-2" data-testid="import-progress">
      <div
        role="progressbar"
        aria-label={t('Imports.progress-label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${Math.max(percent, 4)}%` }} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
      </p>
    </div>
  );
}

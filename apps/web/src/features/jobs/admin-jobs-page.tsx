import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClockIcon, EmptyState, Skeleton, cn, focusRing } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { JobQuotaPanel } from './job-quota-panel.tsx';
import { JobsTable } from './jobs-table.tsx';
import { AppPager } from '../../lib/app-pager.tsx';

export type JobState = keyof RouterOutputs['job']['listJobs']['stateCounts'];
const STATES: JobState[] = ['queued', 'running', 'failed', 'completed', 'cancelled'];
const PAGE_SIZE = 25;
const REFRESH_MS = 5_000;

/** /admin/jobs: jobs by state with progress, failures with their last error, retry and cancel; quota use today. */
export function AdminJobsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('BackgroundJobs.admin-title'));
  const api = useTRPC();
  const [state, setState] = useState<JobState | null>(null);
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...api.job.listJobs.queryOptions({ page, pageSize: PAGE_SIZE, ...(state ? { state } : {}) }),
    placeholderData: keepPreviousData,
    // Progress moves while the page is open.
    refetchInterval: REFRESH_MS,
  });
  const choose = (next: JobState | null) => {
    setState(next);
    setPage(1);
  };
  const total = query.data ? Object.values(query.data.stateCounts).reduce((sum, count) => sum + count, 0) : null;

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="admin-jobs-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="admin-jobs-title" className="text-lg font-semibold tracking-tight">
            {t('BackgroundJobs.admin-title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('BackgroundJobs.admin-subtitle')}</p>
        </div>
        <div role="group" aria-label={t('BackgroundJobs.state-filter-label')} className="flex flex-wrap gap-1.5">
          <StateButton label={t('BackgroundJobs.state-all')} count={total} isActive={state === null} onClick={() => choose(null)} />
          {STATES.map((value) => (
            <StateButton
              key={value}
              label={t(`BackgroundJobs.state.${value}`)}
              count={query.data?.stateCounts[value] ?? null}
              isActive={state === value}
              onClick={() => choose(value)}
            />
          ))}
        </div>
        <AppQueryState
          query={query}
          loading={<Skeleton className="h-64" />}
          empty={
            <EmptyState icon={<ClockIcon size={20} />} title={t('BackgroundJobs.empty-title')} body={t('BackgroundJobs.empty-body')} />
          }
          isEmpty={(result) => result.jobs.length === 0}
        >
          {(result) => (
            <>
              <JobsTable jobs={result.jobs} isFetching={query.isFetching && query.isPlaceholderData} />
              <AppPager page={page} pageSize={PAGE_SIZE} total={result.total} onPageChange={setPage} />
            </>
          )}
        </AppQueryState>
      </section>
      <JobQuotaPanel />
    </div>
  );
}

function StateButton({ label, count, isActive, onClick }: { label: string; count: number | null; isActive: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={isActive}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm transition-colors',
        isActive ? 'border-primary bg-primary-soft text-primary-strong' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        focusRing,
      )}
    >
      {label}
      {count !== null && <span className="text-xs tabular-nums opacity-80">{count}</span>}
    </button>
  );
}

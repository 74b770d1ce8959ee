import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, useToast, type BadgeTone } from '@creatorlens/ui';
import { errorMessageKey } from '../../lib/errors.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';

type JobRow = RouterOutputs['job']['listJobs']['jobs'][number];

const STATE_TONE: Record<JobRow['state'], BadgeTone> = {
  queued: 'sky',
  running: 'primary',
  completed: 'grass',
  failed: 'critical',
  cancelled: 'neutral',
};

/** The admin jobs table: what each job is, its state and progress, the last error, and retry/cancel. */
export function JobsTable({ jobs, isFetching }: { jobs: JobRow[]; isFetching: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <DataTable
      label={t('BackgroundJobs.admin-title')}
      rows={jobs}
      rowKey={(job) => job.id}
      isFetching={isFetching}
      minWidthClassName="min-w-[760px]"
      rowClassName={() => 'align-top'}
      columns={[
        {
          key: 'job',
          header: t('BackgroundJobs.column-job'),
          cell: (job) => (
            <div className="flex max-w-80 flex-col gap-0.5">
              <span className="font-medium">{job.queue}</span>
              <span className="truncate text-xs text-muted-foreground">
                <span className="font-mono">{shortIdOf(job)}</span> · {job.organizationName ?? t('BackgroundJobs.no-organisation')}
              </span>
              {job.lastError && <span className="text-xs break-words text-critical-strong">{job.lastError}</span>}
            </div>
          ),
        },
        {
          key: 'state',
          header: t('BackgroundJobs.column-state'),
          cell: (job) => (
            <Badge tone={STATE_TONE[job.state]} hasDot>
              {t(`BackgroundJobs.state.${job.state}`)}
            </Badge>
          ),
        },
        {
          key: 'progress',
          header: t('BackgroundJobs.column-progress'),
          cell: ({ progress }) =>
            progress && progress.total > 0 ? (
              <div className="flex min-w-32 flex-col gap-1">
                <progress className="sr-only" max={progress.total} value={progress.done} />
                <span aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${Math.round((progress.done / progress.total) * 100)}%` }}
                  />
                </span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {t('BackgroundJobs.progress-value', { done: format.integer(progress.done), total: format.integer(progress.total) })}
                </span>
              </div>
            ) : (
              <span className="text-muted-foreground">–</span>
            ),
        },
        {
          key: 'attempts',
          header: t('BackgroundJobs.column-attempts'),
          className: 'tabular-nums',
          cell: (job) => t('BackgroundJobs.attempts-value', { attempts: job.attempts, max: job.maxAttempts }),
        },
        {
          key: 'updated',
          header: t('BackgroundJobs.column-updated'),
          className: 'whitespace-nowrap',
          cell: (job) => (
            <span className="text-xs text-muted-foreground">
              {job.finishedAt !== null
                ? t('BackgroundJobs.finished-at', { time: format.dateTime(job.finishedAt) })
                : t('BackgroundJobs.runs-at', { time: format.dateTime(job.runAt) })}
            </span>
          ),
        },
        {
          key: 'actions',
          header: t('BackgroundJobs.column-actions'),
          align: 'right',
          cell: (job) => <JobActions job={job} shortId={shortIdOf(job)} />,
        },
      ]}
    />
  );
}

const shortIdOf = (job: JobRow) => job.id.slice(0, 8);

function JobActions({ job, shortId }: { job: JobRow; shortId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const onSettled = {
    onError: (error: unknown) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
  };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: api.job.pathKey() });
  const retry = useMutation({
    ...api.job.retryJob.mutationOptions(),
    ...onSettled,
    onSuccess: () => {
      toast.show({ tone: 'success', title: t('BackgroundJobs.retried') });
      refresh();
    },
  });
  const cancel = useMutation({
    ...api.job.cancelJob.mutationOptions(),
    ...onSettled,
    onSuccess: () => {
      toast.show({ tone: 'success', title: t('BackgroundJobs.cancelled') });
      refresh();
    },
  });
  const canRetry = job.state === 'failed' || job.state === 'cancelled' || job.state === 'queued';
  const canCancel = job.state === 'queued' || job.state === 'running';
  return (
    <div className="flex justify-end gap-1.5">
      {canRetry && (
        <Button
          size="sm"
          variant="secondary"
          isLoading={retry.isPending}
          onClick={() => retry.mutate({ jobId: job.id })}
          aria-label={t('BackgroundJobs.retry-label', { id: shortId })}
        >
          {t('BackgroundJobs.retry')}
        </Button>
      )}
      {canCancel && (
        <Button
          size="sm"
          variant="ghost"
          isLoading={cancel.isPending}
          onClick={() => cancel.mutate({ jobId: job.id })}
          aria-label={t('BackgroundJobs.cancel-label', { id: shortId })}
        >
          {t('BackgroundJobs.cancel')}
        </Button>
      )}
    </div>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, useToast, cn, type BadgeTone } from '@creatorlens/ui';
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
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-border bg-surface shadow-card', isFetching && 'opacity-70')}>
      <table className="w-full min-w-[760px] border-collapse text-sm">
        <thead>
          <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t('BackgroundJobs.column-job')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('BackgroundJobs.column-state')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('BackgroundJobs.column-progress')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('BackgroundJobs.column-attempts')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('BackgroundJobs.column-updated')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('BackgroundJobs.column-actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {jobs.map((job) => (
            <JobRowView key={job.id} job={job} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function JobRowView({ job }: { job: JobRow }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const shortId = job.id.slice(0, 8);
  const progress = job.progress;
  return (
    <tr className="align-top hover:bg-muted/30">
      <td className="px-4 py-2.5">
        <div className="flex max-w-80 flex-col gap-0.5">
          <span className="font-medium">{job.queue}</span>
          <span className="truncate text-xs text-muted-foreground">
            <span className="font-mono">{shortId}</span> · {job.organizationName ?? t('BackgroundJobs.no-organisation')}
          </span>
          {job.lastError && <span className="text-xs break-words text-critical-strong">{job.lastError}</span>}
        </div>
      </td>
      <td className="px-3 py-2.5">
        <Badge tone={STATE_TONE[job.state]} hasDot>
          {t(`BackgroundJobs.state.${job.state}`)}
        </Badge>
      </td>
      <td className="px-3 py-2.5">
        {progress && progress.total > 0 ? (
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
        )}
      </td>
      <td className="px-3 py-2.5 tabular-nums">{t('BackgroundJobs.attempts-value', { attempts: job.attempts, max: job.maxAttempts })}</td>
      <td className="px-3 py-2.5 text-xs whitespace-nowrap text-muted-foreground">
        {job.finishedAt !== null
          ? t('BackgroundJobs.finished-at', { time: format.dateTime(job.finishedAt) })
          : t('BackgroundJobs.runs-at', { time: format.dateTime(job.runAt) })}
      </td>
      <td className="px-3 py-2.5">
        <JobActions job={job} shortId={shortId} />
      </td>
    </tr>
  );
}

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

import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postSubject } from '@creatorlens/core/permissions';
import { Button, Spinner, useToast } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { getAppErrorCode, errorMessageKey } from '../../lib/errors.ts';
import { useFormatters } from '../../lib/i18n.ts';
import type { Platform } from '../../lib/platform-badge.tsx';
import { useSession } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useNow } from '../../lib/use-now.ts';

const POLL_MS = 1_000;
/** What the price list charges for one on-demand refresh (credit.getPriceList: channel-refresh). */
const REFRESH_CREDITS = 1;
const isActive = (state: string | undefined) => state === 'queued' || state === 'running';

/**
 * "Refresh now" for one channel: queues an on-demand refresh (charged to the organisation's credits), follows the
 * job's progress and, once it is through, reloads the artist so "data as of" and the figures update. Hidden for
 * guests and for platforms the licence does not cover; the server refuses them anyway.
 */
export function ChannelRefresh({ channel }: { channel: { id: string; name: string; platform: Platform } }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const toast = useToast();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const ability = useAbility();
  const { session } = useSession();
  const [jobId, setJobId] = useState<string | null>(null);
  const [creditsSpent, setCreditsSpent] = useState(0);
  const request = useMutation({
    ...api.job.requestChannelRefresh.mutationOptions(),
    onSuccess: (answer) => {
      setJobId(answer.job.id);
      setCreditsSpent(answer.creditsSpent);
      // The balance changed.
      void queryClient.invalidateQueries({ queryKey: api.credit.pathKey() });
    },
  });
  const job = useQuery({
    ...api.job.getJob.queryOptions({ jobId: jobId ?? '00000000-0000-4000-8000-000000000000' }),
    enabled: jobId !== null,
    refetchInterval: (query) => (isActive(query.state.data?.state) ? POLL_MS : false),
  });
  const state = job.data?.state;
  // Ticks only while a job is waiting, to tell a deferred job (rate limit) from one about to start.
  const now = useNow(POLL_MS, state === 'queued');
  const isSkipped = state === 'completed' && job.data?.result?.skipped === 'not_configured';

  useEffect(() => {
    if (state !== 'completed' || isSkipped) return;
    // The artist (data as of, counters) and the channel's analytics read the fresh rows now.
    void queryClient.invalidateQueries({ queryKey: api.artist.pathKey() });
    void queryClient.invalidateQueries({ queryKey: api.channel.pathKey() });
  }, [state, isSkipped, queryClient, api]);

  useEffect(() => {
    // A failed job was refunded in the step that failed it: the balance changed again.
    if (state === 'failed') void queryClient.invalidateQueries({ queryKey: api.credit.pathKey() });
  }, [state, queryClient, api]);

  useEffect(() => {
    if (!request.error) return;
    const code = getAppErrorCode(request.error);
    const platform = t(`Platforms.${channel.platform}`);
    // CONFLICT is this procedure's "the platform is not connected": refused before anything was charged.
    const title =
      code === 'LIMIT_EXCEEDED'
        ? t('BackgroundJobs.refresh-not-enough-credits')
        : code === 'CONFLICT'
          ? t('BackgroundJobs.refresh-not-connected', { platform })
          : t(errorMessageKey(request.error));
    toast.show({ tone: 'critical', title });
  }, [request.error, toast, t, channel.platform]);

  if (!session || session.user.isGuest || !ability.can('read', postSubject(channel.platform))) return null;
  const isBusy = request.isPending || (jobId !== null && (state === undefined || isActive(state)));
  const isWaiting = state === 'queued' && job.data && job.data.runAt > now + POLL_MS && job.data.lastError;

  return (
    <div className="flex flex-col gap-1.5">
      <Button
        size="sm"
        variant="secondary"
        isLoading={isBusy}
        disabled={isBusy}
        onClick={() => request.mutate({ channelId: channel.id })}
        aria-label={t('BackgroundJobs.refresh-button-label', {
          name: channel.name,
          platform: t(`Platforms.${channel.platform}`),
          count: REFRESH_CREDITS,
        })}
      >
        {t('BackgroundJobs.refresh-button')}
        <span className="text-xs font-normal text-muted-foreground">{t('BackgroundJobs.refresh-cost', { count: REFRESH_CREDITS })}</span>
      </Button>
      <p role="status" aria-live="polite" className="text-xs text-muted-foreground empty:hidden">
        {jobId !== null && state !== undefined && (
          <RefreshStatus
            state={state}
            isSkipped={isSkipped}
            isWaiting={Boolean(isWaiting)}
            job={job.data!}
            refunded={creditsSpent}
            formatTime={format.dateTime}
          />
        )}
      </p>
    </div>
  );
}

function RefreshStatus({
  state,
  isSkipped,
  isWaiting,
  job,
  refunded,
  formatTime,
}: {
  state: string;
  isSkipped: boolean;
  isWaiting: boolean;
  job: { runAt: number; lastError: string | null };
  /** What this request was charged; a failed job gives it back. */
  refunded: number;
  formatTime: (epochMillis: number) => string;
}) {
  const { t } = useTranslation();
  if (isWaiting) return t('BackgroundJobs.refresh-waiting', { time: formatTime(job.runAt) });
  if (state === 'queued' || state === 'running') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <Spinner size="sm" />
        {t(state === 'queued' ? 'BackgroundJobs.refresh-queued' : 'BackgroundJobs.refresh-running')}
      </span>
    );
  }
  if (isSkipped) return t('BackgroundJobs.refresh-skipped');
  if (state === 'completed') return t('BackgroundJobs.refresh-done');
  if (refunded > 0) return t('BackgroundJobs.refresh-refunded', { count: refunded, message: job.lastError ?? '' });
  return t('BackgroundJobs.refresh-failed', { message: job.lastError ?? '' });
}

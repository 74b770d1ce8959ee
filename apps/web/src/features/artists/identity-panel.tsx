import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  NativeSelect,
  Skeleton,
  cn,
  focusRing,
  useToast,
} from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { PlatformBadge, type Platform } from '../../lib/platform-badge.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';

type Identity = RouterOutputs['identity']['getArtistIdentity'];
type IdentityChannel = Identity['channels'][number];
type Pair = Identity['matches'][number];
type Scope = 'organization' | 'global';

interface PendingCorrection {
  kind: 'merge' | 'split';
  channel: IdentityChannel;
  /** merge: the person's channel the other joins; split: a channel of the person it leaves. */
  anchor: IdentityChannel;
}

function ChannelLine({ channel }: { channel: IdentityChannel }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-2">
      <PlatformBadge platform={channel.platform as Platform} />
      <span className="truncate font-medium">@{channel.handle || channel.name}</span>
      <span className="text-xs text-muted-foreground">
        {channel.followers === null ? t('People.followers-unknown') : format.integer(channel.followers)}
      </span>
    </span>
  );
}

/** Confidence and the evidence behind it; <details> keeps the explanation reachable by keyboard and screen readers. */
function Evidence({ pair }: { pair: Pair }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const isGerman = (i18n.resolvedLanguage ?? i18n.language).startsWith('de');
  return (
    <details className="text-sm">
      <summary className={cn('cursor-pointer rounded text-muted-foreground', focusRing)}>
        {t('Identity.confidence', { value: format.percent(pair.confidence) })} · {t(`Identity.decision-${pair.decision}`)} ·{' '}
        {t('Identity.why')}
      </summary>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {pair.evidence.map((item, index) => (
          <li key={index} className={item.weight < 0 ? 'text-warning-strong' : undefined}>
            {isGerman ? item.de : item.en}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The artist page's "Same person?" panel: grouped channels with their evidence, suggestions, merges and splits. */
export function IdentityPanel({ slug }: { slug: string }) {
  const api = useTRPC();
  const identity = useQuery(api.identity.getArtistIdentity.queryOptions({ slug }));
  return (
    <AppQueryState query={identity} loading={<Skeleton className="h-32 w-full" />}>
      {(data) => <IdentityDetails data={data} />}
    </AppQueryState>
  );
}

function IdentityDetails({ data }: { data: Identity }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingCorrection | null>(null);
  const [scope, setScope] = useState<Scope>('organization');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: api.identity.getArtistIdentity.queryKey() });
    void queryClient.invalidateQueries({ queryKey: api.artist.getArtistBySlug.queryKey() });
  };
  const correct = useMutation({
    ...api.identity.correctIdentity.mutationOptions(),
    onSuccess: (_, input) => {
      toast.show({ tone: 'success', title: t(input.scope === 'global' ? 'Identity.saved-global' : 'Identity.saved-organization') });
      setPending(null);
      refresh();
    },
    onError: (error) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
  });
  const undo = useMutation({
    ...api.identity.deleteIdentityOverride.mutationOptions(),
    onSuccess: refresh,
    onError: (error) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
  });

  const [lead] = data.channels;
  const pairWith = (channel: IdentityChannel) =>
    data.matches.find(
      (m) => (m.channelAId === channel.id || m.channelBId === channel.id) && (m.channelAId === lead?.id || m.channelBId === lead?.id),
    );
  const organizationOverrides = data.overrides.filter((o) => o.scope === 'organization');
  const open = (correction: PendingCorrection) => {
    setScope('organization');
    setPending(correction);
  };

  return (
    <section
      aria-labelledby="artist-identity"
      className="flex flex-col gap-4 rounded-2xl border border-border p-5"
      data-testid="identity-panel"
    >
      <header className="flex flex-col gap-1">
        <h2 id="artist-identity" className="text-lg font-semibold tracking-tight">
          {t('Identity.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('Identity.intro')}</p>
      </header>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('Identity.grouped')}</h3>
        <ul className="flex flex-col divide-y divide-border">
          {data.channels.map((channel) => {
            const pair = channel.id === lead?.id ? null : pairWith(channel);
            return (
              <li key={channel.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
                  <ChannelLine channel={channel} />
                  {channel.id !== lead?.id &&
                    (pair ? <Evidence pair={pair} /> : <p className="text-sm text-muted-foreground">{t('Identity.no-evidence')}</p>)}
                </div>
                {data.canCorrect && lead && channel.id !== lead.id && (
                  <Button variant="secondary" size="sm" onClick={() => open({ kind: 'split', channel, anchor: lead })}>
                    {t('Identity.split')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>

      {data.splitOff.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('Identity.split-off')}</h3>
          <ul className="flex flex-col gap-2">
            {data.splitOff.map((channel) => (
              <li key={channel.id}>
                <ChannelLine channel={channel} />
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('Identity.suggestions')}</h3>
        {data.suggestions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('Identity.no-suggestions')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {data.suggestions.map(({ channel, pair }) => (
              <li key={channel.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
                  <ChannelLine channel={channel} />
                  <Link
                    to="/$artistSlug"
                    params={{ artistSlug: channel.artistSlug }}
                    className={cn('text-xs text-primary hover:underline', focusRing)}
                  >
                    {t('Identity.artist-link', { name: channel.artistName })}
                  </Link>
                  <Evidence pair={pair} />
                </div>
                {data.canCorrect && lead && (
                  <Button variant="secondary" size="sm" onClick={() => open({ kind: 'merge', channel, anchor: lead })}>
                    {t('Identity.merge')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      {organizationOverrides.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('Identity.corrections')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {organizationOverrides.map((override) => (
              <li key={override.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {t(`Identity.override-${override.kind}`)}: {override.channelAKey} ↔ {override.channelBKey} (
                  {t('Identity.override-scope-organization')})
                </span>
                {data.canCorrect && (
                  <Button variant="ghost" size="sm" disabled={undo.isPending} onClick={() => undo.mutate({ id: override.id })}>
                    {t('Identity.undo')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <Dialog open={pending !== null} onOpenChange={(isOpen) => !isOpen && setPending(null)}>
        {pending && (
          <DialogContent closeLabel={t('Identity.close')}>
            <DialogTitle>
              {t(pending.kind === 'merge' ? 'Identity.merge-title' : 'Identity.split-title', {
                channel: `@${pending.channel.handle || pending.channel.name}`,
              })}
            </DialogTitle>
            <DialogDescription>
              {t(scope === 'global' ? 'Identity.dialog-body-global' : 'Identity.dialog-body-organization')}
            </DialogDescription>
            {data.canCorrectGlobally && (
              <label className="flex flex-col gap-1 text-sm">
                {t('Identity.scope-label')}
                <NativeSelect value={scope} onChange={(event) => setScope(event.target.value as Scope)}>
                  <option value="organization">{t('Identity.scope-organization')}</option>
                  <option value="global">{t('Identity.scope-global')}</option>
                </NativeSelect>
              </label>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">{t('Identity.cancel')}</Button>
              </DialogClose>
              <Button
                disabled={correct.isPending}
                onClick={() =>
                  correct.mutate({
                    kind: pending.kind,
                    channelId: pending.kind === 'merge' ? pending.anchor.id : pending.channel.id,
                    otherChannelId: pending.kind === 'merge' ? pending.channel.id : pending.anchor.id,
                    scope,
                  })
                }
              >
                {t('Identity.confirm')}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { humaniseSlug } from '@creatorlens/i18n';
import { Avatar, Badge, Card, cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';
import { useChannelDraggable, AddToMenu } from '../lists/index.ts';
import { ObservedNote } from '../../lib/freshness.tsx';
import { FigureBasisNote } from '../../lib/figure-basis.tsx';
import { FigureFlagMark } from '../../lib/figure-flag-mark.tsx';
import { formatHandle } from '../../lib/format-handle.ts';
import { useCategoryLabel } from '../../lib/category-label.ts';

export type Channel = RouterOutputs['artist']['getArtistBySlug']['channels'][number];

function Stat({ label, value, note, mark }: { label: string; value: ReactNode; note?: ReactNode; mark?: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-1 text-lg font-semibold tracking-tight tabular-nums">
        {value}
        {mark}
      </dd>
      {/* What the figure rests on and when, or why it is "–" (figure_basis), e.g. "zu wenige Beiträge seit 5. Nov. 2017". */}
      {note && <dd>{note}</dd>}
    </div>
  );
}

/**
 * One channel of an artist: platform, identity, headline figures, audience facts, and when and from which source
 * the figures were observed. `freshnessAction` (a slot the route fills) sits beside that note, e.g. the on-demand refresh.
 */
export function ChannelCard({ channel, freshnessAction }: { channel: Channel; freshnessAction?: ReactNode }) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  // The source's own labels ("Music", "howto") worded as the taxonomy categories they stand for, once each ("Music"
  // and "music" are one badge); a label that names none stays as read.
  const categoryNames = [
    ...new Set(
      channel.categories.map((category) => {
        const label = categoryLabel(category);
        return label === category ? humaniseSlug(category) : label;
      }),
    ),
  ];
  const format = useFormatters();
  const none = t('Common.not-available');
  // The card drags onto the sidebar's campaigns, watchlists and tags; "Add to…" is the keyboard way.
  const toDrag = () => [{ id: channel.id, platform: channel.platform }];
  const { ref: dragRef, isDragging } = useChannelDraggable<HTMLDivElement>({
    getChannels: toDrag,
    getPreviewLabel: (count) => t('Lists.drag-channels', { count }),
  });

  return (
    <div ref={dragRef} data-channel-id={channel.id} className={cn('h-full cursor-grab', isDragging && 'opacity-50')}>
      <Card className="flex h-full flex-col">
        {/* Name and handle get the card's whole width (and two lines if they need them); the platform and "Add to…" sit
            on their own row below, so a 300 px card never cuts "Selena Gomez" to "Selena G…". */}
        <div className="flex flex-col gap-3 p-5 pb-4">
          <div className="flex items-start gap-3">
            <Avatar name={channel.name} src={channel.avatarUrl} size="md" />
            <div className="flex min-w-0 flex-1 flex-col" data-testid="channel-card-identity">
              <h3 className="line-clamp-2 font-semibold break-words" title={channel.name}>
                {channel.name}
              </h3>
              {formatHandle(channel.handle) && (
                <p className="line-clamp-2 text-sm break-all text-muted-foreground" title={formatHandle(channel.handle) ?? undefined}>
                  {formatHandle(channel.handle)}
                </p>
              )}
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <PlatformBadge platform={channel.platform} />
            <AddToMenu count={1} getChannels={toDrag} variant="ghost" />
          </div>
        </div>

        <dl className="grid grid-cols-3 gap-3 border-y border-border px-5 py-4">
          <Stat
            label={t('Artists.followers')}
            value={channel.followers === null ? none : format.number(channel.followers)}
            mark={<FigureFlagMark flags={channel.figureFlags} metric="followers" />}
          />
          <Stat
            label={t('Artists.engagement-rate')}
            value={channel.engagementRate === null ? none : format.percent(channel.engagementRate)}
            mark={<FigureFlagMark flags={channel.figureFlags} metric="engagement" />}
            note={<FigureBasisNote entry={channel.figureBasis.engagement} isCompact testId="channel-basis-engagement" />}
          />
          <Stat
            label={t('Artists.average-views')}
            value={channel.averageViews === null ? none : format.number(channel.averageViews)}
            mark={<FigureFlagMark flags={channel.figureFlags} metric="views" />}
            note={<FigureBasisNote entry={channel.figureBasis.averages} isCompact testId="channel-basis-averages" />}
          />
        </dl>

        <div className="flex flex-1 flex-col gap-3 px-5 py-4 text-sm">
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-xs text-muted-foreground">{t('Artists.country')}</dt>
              <dd className="truncate">{channel.country ? format.country(channel.country) : none}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t('Artists.language')}</dt>
              <dd className="truncate">{channel.language ? format.language(channel.language) : none}</dd>
            </div>
          </dl>
          {channel.categories.length > 0 && (
            <div className="flex flex-col gap-1.5">
              <span className="text-xs text-muted-foreground">{t('Artists.categories')}</span>
              <ul className="flex flex-wrap gap-1.5">
                {categoryNames.map((name) => (
                  <li key={name}>
                    <Badge tone="sky">{name}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>

        <div className="flex flex-col gap-2 rounded-b-xl border-t border-border bg-muted/40 px-5 py-2.5">
          <ObservedNote
            dataAsOf={channel.dataAsOf}
            source={channel.source}
            hasFollowers={channel.followers !== null}
            testId="channel-observed"
          />
          {freshnessAction}
        </div>
      </Card>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon, Avatar, ChevronsUpDownIcon, Skeleton, Sparkline, cn, focusRing } from '@creatorlens/ui';
import type { CreatorSortKey, DiscoveryPlatform } from '../../lib/api-contract.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { useChannelDraggable, type DraggedChannel } from '../lists/index.ts';

export type CreatorRow = RouterOutputs['discovery']['searchCreators']['items'][number];
import { useMetrics } from '../../lib/metrics.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { formatHandle } from '../../lib/format-handle.ts';
import { BotRiskTag } from '../../lib/bot-risk-tag.tsx';
import { FigureFlagMark } from '../../lib/figure-flag-mark.tsx';
import { useCategoryLabel } from '../../lib/category-label.ts';
import { DataAsOfCell, DataAsOfInline } from './data-as-of.tsx';
import { MissingFigure, useMissingFigureReason } from '../../lib/figure-basis.tsx';
import type { FlaggedMetric } from '@creatorlens/contracts';

/** The metric columns per platform (Twitch has no likes; posting frequency there means streams). */
export const COLUMNS: Record<DiscoveryPlatform, CreatorSortKey[]> = {
  instagram: ['followers', 'followers30dGrowth', 'engagementRate', 'averageLikes', 'postsPerWeek'],
  tiktok: ['followers', 'followers30dGrowth', 'engagementRate', 'averageViews', 'averageLikes', 'postsPerWeek'],
  youtube: ['followers', 'followers30dGrowth', 'engagementRate', 'averageViews', 'postsPerWeek'],
  twitch: ['followers', 'followers30dGain', 'followers30dGrowth', 'averageViews', 'postsPerWeek'],
};

/**
 * Which columns give way first when the table is narrow (container queries on the table's own width, so a collapsed
 * sidebar shows more): 1 always, 2 from 40rem, 3 from 56rem. The sorted column always shows, and the sort menu
 * above the table lists every column, so a hidden figure is one choice away instead of behind a sideways scroll.
 */
const PRIORITY: Partial<Record<CreatorSortKey, 1 | 2 | 3>> = {
  followers: 1,
  engagementRate: 1,
  followers30dGrowth: 2,
  averageViews: 2,
  postsPerWeek: 2,
  followers30dGain: 3,
  averageLikes: 3,
};
const PRIORITY_CLASS = { 1: '', 2: 'hidden @2xl:table-cell', 3: 'hidden @4xl:table-cell' } as const;
/** The data date is priority 2 as a column; narrower, the row says it under the name instead. */
const DATA_AS_OF_CLASS = PRIORITY_CLASS[2];

/** Which outlier flags a column's figure can carry (average likes has none of its own). */
const FLAGGED: Partial<Record<CreatorSortKey, FlaggedMetric>> = {
  followers: 'followers',
  followers30dGrowth: 'growth',
  followers30dGain: 'growth',
  engagementRate: 'engagement',
  averageViews: 'views',
  postsPerWeek: 'posts',
};
/** The trend sparkline is priority 2: at 1366 px it shows, on a phone the figures come first. */
const TREND_CLASS = PRIORITY_CLASS[2];

function columnClass(key: CreatorSortKey, sort: CreatorSortKey): string {
  if (key === sort) return '';
  const priority = PRIORITY[key] ?? 2;
  // On a phone a column sorted by choice takes the place of the second key figure, so the names keep their room.
  if (priority === 1 && key !== 'followers' && (PRIORITY[sort] ?? 2) > 1) return '@max-md:hidden';
  return PRIORITY_CLASS[priority];
}

export interface ResultsTableProps {
  platform: DiscoveryPlatform;
  rows: CreatorRow[] | undefined;
  isLoading: boolean;
  sort: CreatorSortKey;
  order: 'asc' | 'desc';
  onSort: (key: CreatorSortKey) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onTogglePage: (ids: string[], select: boolean) => void;
}

const checkboxClass = cn('size-4 rounded border-input accent-primary', focusRing);

export function ResultsTable({ platform, rows, isLoading, sort, order, onSort, selected, onToggle, onTogglePage }: ResultsTableProps) {
  const { t } = useTranslation();
  const metrics = useMetrics();
  const missingReason = useMissingFigureReason();
  const columns = COLUMNS[platform];
  const pageIds = rows?.map((row) => row.id) ?? [];
  const isPageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  return (
    <div className="@container overflow-x-auto rounded-xl border border-border bg-surface shadow-card" data-testid="discovery-table">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
            <th scope="col" className="w-9 py-2.5 pr-1 pl-3">
              <input
                type="checkbox"
                className={checkboxClass}
                aria-label={t('Discovery.select-page')}
                checked={isPageSelected}
                disabled={pageIds.length === 0}
                onChange={(event) => onTogglePage(pageIds, event.target.checked)}
              />
            </th>
            <th scope="col" className="w-full px-2 py-2.5 font-medium">
              {t('Discovery.channel')}
            </th>
            {columns.map((key) => {
              const isSorted = sort === key;
              return (
                <th
                  key={key}
                  scope="col"
                  aria-sort={isSorted ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                  data-column={key}
                  className={cn('px-1.5 py-2.5 text-right align-bottom font-medium', columnClass(key, sort))}
                >
                  <button
                    type="button"
                    onClick={() => onSort(key)}
                    title={t('Discovery.sort-by', { label: metrics.label(key) })}
                    className={cn(
                      // Two-word labels ("30-day growth") may wrap so the figures, not the headings, set the widths.
                      'inline-flex items-end gap-1 rounded px-1 py-0.5 text-right leading-tight hover:text-foreground',
                      isSorted && 'text-foreground',
                      focusRing,
                    )}
                  >
                    {metrics.label(key)}
                    {isSorted ? (
                      order === 'asc' ? (
                        <ArrowUpIcon size={12} />
                      ) : (
                        <ArrowDownIcon size={12} />
                      )
                    ) : (
                      <ChevronsUpDownIcon size={12} className="opacity-50" />
                    )}
                  </button>
                </th>
              );
            })}
            <th scope="col" data-column="dataAsOf" className={cn('px-1.5 py-2.5 text-right align-bottom font-medium', DATA_AS_OF_CLASS)}>
              {t('DiscoveryData.data-as-of')}
            </th>
            <th scope="col" data-column="trend" className={cn('py-2.5 pr-3 pl-1.5 text-right align-bottom font-medium', TREND_CLASS)}>
              {t('Discovery.trend')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {isLoading &&
            Array.from({ length: 8 }, (_, index) => (
              <tr key={index}>
                <td className="py-3 pr-1 pl-3">
                  <Skeleton className="size-4" />
                </td>
                <td className="px-2 py-3">
                  <div className="flex items-center gap-3">
                    <Skeleton className="size-9 rounded-full @max-md:hidden" />
                    <div className="flex flex-col gap-1.5">
                      <Skeleton className="h-3.5 w-32" />
                      <Skeleton className="h-3 w-20" />
                    </div>
                  </div>
                </td>
                {columns.map((key) => (
                  <td key={key} className={cn('px-1.5 py-3', columnClass(key, sort))}>
                    <Skeleton className="ml-auto h-3.5 w-12" />
                  </td>
                ))}
                <td className={cn('px-1.5 py-3', DATA_AS_OF_CLASS)}>
                  <Skeleton className="ml-auto h-3.5 w-16" />
                </td>
                <td className={cn('py-3 pr-3 pl-1.5', TREND_CLASS)}>
                  <Skeleton className="ml-auto h-6 w-24" />
                </td>
              </tr>
            ))}
          {!isLoading &&
            rows?.map((row) => {
              const isSelected = selected.has(row.id);
              return (
                <DraggableRow
                  key={row.id}
                  // Dragging a selected row drags the whole selection (the sidebar adds them in one request).
                  getChannels={() => (isSelected ? [...selected] : [row.id]).map((id) => ({ id, platform }))}
                  className={cn('transition-colors hover:bg-muted/40', isSelected && 'bg-primary-soft/40')}
                >
                  <td className="py-2.5 pr-1 pl-3">
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      aria-label={t('Discovery.select-channel', { name: row.name })}
                      checked={isSelected}
                      onChange={() => onToggle(row.id)}
                    />
                  </td>
                  {/* max-w-0 with the header's w-full: the channel column takes what the figures leave and truncates; a badge
                      wider than a narrow column (YouTube shows more figures) is cut here, not drawn over the followers. */}
                  <td className="max-w-0 overflow-hidden px-2 py-2.5">
                    <div className="flex items-center gap-2.5">
                      {/* On a phone the name needs the avatar's room more than the row needs the picture. */}
                      <Avatar name={row.name} src={row.avatarUrl} size="md" className="@max-md:hidden" />
                      <div className="flex min-w-0 flex-col">
                        {row.artistSlug ? (
                          <Link
                            to="/$artistSlug"
                            params={{ artistSlug: row.artistSlug }}
                            title={row.name}
                            className={cn('truncate font-medium hover:underline', focusRing, 'rounded')}
                          >
                            {row.name}
                          </Link>
                        ) : (
                          <span className="truncate font-medium" title={row.name}>
                            {row.name}
                          </span>
                        )}
                        <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted-foreground">
                          {formatHandle(row.handle) && (
                            <span className="truncate" title={formatHandle(row.handle) ?? undefined}>
                              {formatHandle(row.handle)}
                            </span>
                          )}
                          <BotRiskTag level={row.botRisk} />
                        </span>
                        <CreatorOrigin row={row} />
                        <DataAsOfInline dataAsOf={row.dataAsOf} source={row.dataSource} className="@2xl:hidden" />
                      </div>
                    </div>
                  </td>
                  {columns.map((key) => {
                    const value = row[key];
                    const isGrowth = key === 'followers30dGrowth' || key === 'followers30dGain';
                    return (
                      <td
                        key={key}
                        data-column={key}
                        className={cn(
                          'px-1.5 py-2.5 text-right whitespace-nowrap tabular-nums',
                          columnClass(key, sort),
                          isGrowth && typeof value === 'number' && value > 0 && 'text-grass-strong',
                          isGrowth && typeof value === 'number' && value < 0 && 'text-critical-strong',
                        )}
                      >
                        {/* Unknown reads "–" with its reason, never 0; a flagged figure carries its mark. */}
                        <span className="inline-flex items-center justify-end gap-1">
                          {FLAGGED[key] && <FigureFlagMark flags={row.figureFlags} metric={FLAGGED[key]} />}
                          {typeof value === 'number' ? (
                            metrics.formatMetric(key, value)
                          ) : (
                            <MissingFigure reason={missingReason(key, row.figureBasis)} />
                          )}
                        </span>
                      </td>
                    );
                  })}
                  <td data-column="dataAsOf" className={cn('px-1.5 py-2.5 text-right whitespace-nowrap', DATA_AS_OF_CLASS)}>
                    <DataAsOfCell dataAsOf={row.dataAsOf} source={row.dataSource} />
                  </td>
                  <td data-column="trend" className={cn('py-2.5 pr-3 pl-1.5 text-right', TREND_CLASS)}>
                    <Sparkline values={row.sparkline} width={64} label={t('Discovery.trend-label', { name: row.name })} />
                  </td>
                </DraggableRow>
              );
            })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Where the creator is and what they write, as far as the data says: "Germany · German". A language guessed from the
 * channel's texts says so ("German (guessed)"), so a filter result is never more certain than its source.
 */
function CreatorOrigin({ row }: { row: CreatorRow }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const categoryLabel = useCategoryLabel();
  const language = row.language && format.language(row.language);
  const parts = [
    row.country && format.country(row.country),
    language && (row.languageInferred ? t('Discovery.language-inferred', { language }) : language),
  ].filter(Boolean);
  // Taxonomy categories in the UI language (the source labels stay on the artist page for reference).
  const categories = row.categoryIds.slice(0, 2).map(categoryLabel).join(', ');
  if (parts.length === 0 && !categories) return null;
  const text = [...parts, categories].filter(Boolean).join(' · ');
  return (
    <span className="truncate text-xs text-muted-foreground" title={text}>
      {parts.length > 0 && <span data-testid="creator-origin">{parts.join(' · ')}</span>}
      {categories && (
        <span data-testid="creator-categories">
          {parts.length > 0 && ' · '}
          {categories}
        </span>
      )}
    </span>
  );
}

/** A result row that drags its channel (or the whole selection) onto the sidebar's campaigns, watchlists and tags. */
function DraggableRow({
  getChannels,
  className,
  children,
}: {
  getChannels: () => DraggedChannel[];
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { ref, isDragging } = useChannelDraggable<HTMLTableRowElement>({
    getChannels,
    getPreviewLabel: (count) => t('Lists.drag-channels', { count }),
  });
  return (
    <tr ref={ref} className={cn(className, 'cursor-grab', isDragging && 'opacity-50')}>
      {children}
    </tr>
  );
}

import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Button,
  Card,
  EmptyState,
  ExternalLinkIcon,
  Field,
  FileTextIcon,
  Input,
  NativeSelect,
  SearchIcon,
  Skeleton,
  cn,
  focusRing,
} from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import { useBrandOptions } from '../../lib/use-brand-options.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';
import { DISCOVERY_PLATFORMS, type DiscoveryPlatform } from '../../lib/api-contract.ts';
import { CountryOptions, LanguageOptions } from '../../lib/code-options.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { formatHandle } from '../../lib/format-handle.ts';

const PAGE_SIZE = 24;

export interface ContentSearch {
  q?: string | undefined;
  platform?: DiscoveryPlatform | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Percent, as typed. */
  minEngagement?: number | undefined;
  brand?: string | undefined;
  /** The posting channel's language (ISO 639-1) and home country (ISO 3166-1 alpha-2). */
  language?: string | undefined;
  country?: string | undefined;
}

type Post = RouterOutputs['discovery']['searchContent']['items'][number];

const dayStart = (day: string | undefined) => (day ? Date.parse(`${day}T00:00:00Z`) : undefined);
const dayEnd = (day: string | undefined) => (day ? Date.parse(`${day}T23:59:59Z`) : undefined);

/** /discovery/content: full-text search over posts with platform, date, engagement and brand filters. */
export function ContentDiscoveryPage({
  search,
  onSearchChange,
}: {
  search: ContentSearch;
  onSearchChange: (search: ContentSearch) => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('Content.title'));
  const api = useTRPC();
  const brands = useBrandOptions();
  // Cursors of the pages seen so far (index = page - 1; the first page has none): next goes on with the answer's
  // nextCursor, previous returns to the cursor remembered for that page, so no page is computed by an offset.
  // Kept with the search they belong to: another search (a link, the back button) starts again at its first page.
  const searchKey = JSON.stringify(search);
  const [paging, setPaging] = useState<{ key: string; cursors: (string | undefined)[] }>({ key: searchKey, cursors: [undefined] });
  const cursors = paging.key === searchKey ? paging.cursors : [undefined];
  const setCursors = (next: (string | undefined)[]) => setPaging({ key: searchKey, cursors: next });
  const page = cursors.length;
  const [draft, setDraft] = useState({
    q: search.q ?? '',
    platform: search.platform ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
    minEngagement: search.minEngagement === undefined ? '' : String(search.minEngagement),
    brand: search.brand ?? '',
    language: search.language ?? '',
    country: search.country ?? '',
  });
  const q = search.q?.trim() ?? '';
  const input = {
    q,
    platforms: search.platform ? [search.platform] : undefined,
    publishedFrom: dayStart(search.from),
    publishedTo: dayEnd(search.to),
    minEngagement: search.minEngagement === undefined ? undefined : search.minEngagement / 100,
    brandId: search.brand,
    language: search.language,
    country: search.country,
    cursor: cursors.at(-1),
    pageSize: PAGE_SIZE,
  };
  const results = useQuery(api.discovery.searchContent.queryOptions(input, { enabled: q.length > 0, placeholderData: keepPreviousData }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const minEngagement = Number(draft.minEngagement.replace(',', '.'));
    setCursors([undefined]);
    onSearchChange({
      q: draft.q.trim() || undefined,
      platform: (draft.platform || undefined) as DiscoveryPlatform | undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
      minEngagement: draft.minEngagement.trim() && Number.isFinite(minEngagement) ? Math.max(0, minEngagement) : undefined,
      brand: draft.brand || undefined,
      language: draft.language || undefined,
      country: draft.country || undefined,
    });
  }

  const set = (key: keyof typeof draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const total = results.data?.total ?? 0;
  const nextCursor = results.data?.nextCursor ?? null;
  const { integer } = useFormatters();

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('Content.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('Content.subtitle')}</p>
      </header>
      <Card className="p-4">
        <form
          onSubmit={onSubmit}
          role="search"
          className="grid gap-3 md:grid-cols-3 xl:grid-cols-[minmax(0,2fr)_repeat(7,minmax(0,1fr))_auto] md:items-end"
        >
          <Field label={t('Content.search-label')}>
            <Input
              type="search"
              value={draft.q}
              placeholder={t('Content.search-placeholder')}
              onChange={(event) => set('q')(event.target.value)}
            />
          </Field>
          <Field label={t('Content.platform')}>
            <NativeSelect value={draft.platform} onChange={(event) => set('platform')(event.target.value)}>
              <option value="">{t('Content.all-platforms')}</option>
              {/* Only platforms with creator channels: Snapchat posts exist nowhere else in the product. */}
              {DISCOVERY_PLATFORMS.map((platform) => (
                <option key={platform} value={platform}>
                  {t(`Platforms.${platform}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('Content.from')}>
            <Input type="date" value={draft.from} onChange={(event) => set('from')(event.target.value)} />
          </Field>
          <Field label={t('Content.to')}>
            <Input type="date" value={draft.to} onChange={(event) => set('to')(event.target.value)} />
          </Field>
          <Field label={t('Content.min-engagement')}>
            <Input
              type="number"
              min={0}
              step="0.1"
              value={draft.minEngagement}
              onChange={(event) => set('minEngagement')(event.target.value)}
            />
          </Field>
          <Field label={t('Content.brand')}>
            <NativeSelect value={draft.brand} onChange={(event) => set('brand')(event.target.value)}>
              <option value="">{t('Coupons.all')}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('Discovery.language')}>
            <NativeSelect value={draft.language} onChange={(event) => set('language')(event.target.value)}>
              <option value="">{t('Discovery.any')}</option>
              <LanguageOptions />
            </NativeSelect>
          </Field>
          <Field label={t('Discovery.country')}>
            <NativeSelect value={draft.country} onChange={(event) => set('country')(event.target.value)}>
              <option value="">{t('Discovery.any')}</option>
              <CountryOptions />
            </NativeSelect>
          </Field>
          <Button type="submit">
            <SearchIcon size={14} />
            {t('Content.search')}
          </Button>
        </form>
      </Card>

      {!q ? (
        <EmptyState icon={<FileTextIcon size={20} />} title={t('Content.start-title')} body={t('Content.start-body')} />
      ) : (
        <AppQueryState
          query={results}
          loading={
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-52 rounded-xl" />
                </li>
              ))}
            </ul>
          }
          empty={<EmptyState icon={<SearchIcon size={20} />} title={t('Content.empty-title')} body={t('Content.empty-body')} />}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => (
            <>
              <div className="flex flex-col gap-1 text-sm text-muted-foreground" aria-live="polite">
                <p>
                  {data.totalIsEstimate
                    ? data.totalIsCapped
                      ? t('ContentSearch.posts-estimate-capped', { formatted: integer(total) })
                      : t('ContentSearch.posts-estimate', { count: total, formatted: integer(total) })
                    : data.totalIsCapped
                      ? t('DiscoveryCounts.posts-capped', { count: total, formatted: integer(total) })
                      : t('DiscoveryCounts.posts', { count: total, formatted: integer(total) })}
                </p>
                {data.totalIsEstimate ? (
                  <p className="text-xs">{t('ContentSearch.estimate-hint')}</p>
                ) : (
                  data.totalIsCapped && <p className="text-xs">{t('DiscoveryCounts.capped-hint', { formatted: integer(total) })}</p>
                )}
                {data.rankedAmongNewest !== null && (
                  <p className="text-xs">{t('Content.ranked-among-newest', { count: data.rankedAmongNewest })}</p>
                )}
              </div>
              <ul
                className={cn(
                  // grid-cols-1 is minmax(0, 1fr): an unbroken link in a caption must not widen the column past a phone's screen.
                  'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3',
                  results.isPlaceholderData && 'opacity-60',
                )}
              >
                {data.items.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
              {(page > 1 || nextCursor) && (
                <nav aria-label={t('Discovery.pagination')} className="flex items-center justify-between">
                  <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
                    {t('Discovery.previous')}
                  </Button>
                  <span className="text-sm text-muted-foreground">{t('DiscoveryCounts.page', { page })}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!nextCursor || results.isPlaceholderData}
                    onClick={() => nextCursor && setCursors([...cursors, nextCursor])}
                  >
                    {t('Discovery.next')}
                  </Button>
                </nav>
              )}
            </>
          )}
        </AppQueryState>
      )}
    </div>
  );
}

function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('Common.not-available');
  const metric = (value: number | null) => (value === null ? none : format.number(value));
  return (
    <Card className="flex h-full flex-col">
      <div className="flex items-center gap-3 p-4 pb-3">
        <Avatar name={post.channel.name} size="sm" />
        <Link
          to="/$artistSlug"
          params={{ artistSlug: post.channel.artistSlug }}
          className={cn('flex min-w-0 flex-1 flex-col rounded', focusRing)}
        >
          <span className="truncate text-sm font-medium hover:underline">{post.channel.name}</span>
          {formatHandle(post.channel.handle) && (
            <span className="truncate text-xs text-muted-foreground">{formatHandle(post.channel.handle)}</span>
          )}
        </Link>
        <PlatformBadge platform={post.platform} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 px-4">
        {post.title && <h2 className="line-clamp-2 text-sm font-semibold [overflow-wrap:anywhere]">{post.title}</h2>}
        {post.caption && (
          <p className="line-clamp-4 text-sm whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">{post.caption}</p>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-4 gap-2 border-t border-border px-4 py-3 text-xs">
        <div>
          <dt className="text-muted-foreground">{t('Metrics.views')}</dt>
          <dd className="font-semibold tabular-nums">{metric(post.views)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('Metrics.likes')}</dt>
          <dd className="font-semibold tabular-nums">{metric(post.likes)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('Metrics.comments')}</dt>
          <dd className="font-semibold tabular-nums">{metric(post.comments)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('Metrics.engagement')}</dt>
          <dd className="font-semibold tabular-nums">{post.engagementRate === null ? none : format.percent(post.engagementRate)}</dd>
        </div>
      </dl>
      <div className="flex items-center justify-between gap-2 rounded-b-xl border-t border-border bg-muted/40 px-4 py-2 text-xs text-muted-foreground">
        <time dateTime={new Date(post.publishedAt).toISOString()}>
          {t('Content.published-at', { date: format.date(post.publishedAt) })}
        </time>
        {post.url && /^https?:\/\//i.test(post.url) && (
          <a
            href={post.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={cn('inline-flex items-center gap-1 rounded font-medium text-primary hover:underline', focusRing)}
          >
            {t('Content.open-post')}
            <ExternalLinkIcon size={12} />
          </a>
        )}
      </div>
    </Card>
  );
}

import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CopyButton,
  EmptyState,
  ExternalLinkIcon,
  Skeleton,
  TagIcon,
  cn,
  focusRing,
} from '@creatorlens/ui';
import { useCrumbTitle } from '../../lib/crumbs.ts';
import { getAppErrorCode } from '../../lib/errors.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BrandTimelineChart } from './brand-timeline-chart.tsx';
import { formatHandle } from '../../lib/format-handle.ts';
import { brandBranchLabel } from '../../lib/brand-branch-label.ts';

type Brand = RouterOutputs['brand']['getBrandBySlug'];
const route = getRouteApi('/app/brand/$brandSlug');
const isWebLink = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

export function BrandRoutePage() {
  const { brandSlug } = route.useParams();
  return <BrandPage slug={brandSlug} />;
}

/** /brand/$brandSlug: a brand's creators, branded posts over time, recent branded posts and coupons. */
export function BrandPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const query = useQuery(api.brand.getBrandBySlug.queryOptions({ slug }));
  useDocumentTitle(query.data?.brand.name ?? t('Brands.title'));
  useCrumbTitle(query.data?.brand.name ?? null);
  // An unknown or malformed slug gets the way back to the brands, not a retry that cannot help.
  const code = getAppErrorCode(query.error);
  if (code === 'NOT_FOUND' || code === 'VALIDATION') {
    return (
      <EmptyState
        className="mx-auto max-w-xl"
        icon={<TagIcon size={20} />}
        title={t('Brands.not-found-title')}
        body={t('Brands.not-found-body', { slug })}
        action={
          <Link to="/brand" className={cn('text-sm font-medium text-primary hover:underline', focusRing)}>
            {t('Brands.back-to-brands')}
          </Link>
        }
      />
    );
  }
  return (
    <AppQueryState
      query={query}
      errorTitle={t('Brands.load-error')}
      loading={<Skeleton className="mx-auto h-96 w-full max-w-6xl rounded-xl" />}
    >
      {(data) => <BrandContent data={data} />}
    </AppQueryState>
  );
}

function BrandContent({ data }: { data: Brand }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const { brand, timeline, olderPosts } = data;
  const formatMonth = useCallback(
    (month: string) =>
      new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(`${month}-01T00:00:00Z`),
      ),
    [i18n.language],
  );
  const total = timeline.reduce((sum, entry) => sum + entry.posts, 0);

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight">
          <span aria-hidden className="size-4 rounded-full bg-muted" style={brand.color ? { backgroundColor: brand.color } : undefined} />
          {brand.name}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {brand.branch && <Badge tone="sky">{brandBranchLabel(t, brand.branch)}</Badge>}
          {isWebLink(brand.website) && (
            <a
              href={brand.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={cn('inline-flex items-center gap-1 rounded text-primary hover:underline', focusRing)}
            >
              {t('Brands.website')}
              <ExternalLinkIcon size={12} />
            </a>
          )}
        </div>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>{t('Brands.timeline')}</CardTitle>
          <CardDescription>
            {t('Brands.timeline-description')}
            {olderPosts > 0 && ` ${t('Brands.timeline-older', { count: olderPosts })}`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {timeline.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t('Brands.timeline-none')}</p>
          ) : (
            <BrandTimelineChart
              timeline={timeline}
              formatMonth={formatMonth}
              summary={t('Brands.timeline-summary', {
                count: total,
                from: formatMonth(timeline[0]!.month),
                to: formatMonth(timeline[timeline.length - 1]!.month),
              })}
            />
          )}
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t('Brands.creators')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.creators.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('Brands.creators-none')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border" data-testid="brand-creators">
                {data.creators.map((creator) => (
                  <li key={creator.channelId} className="flex items-center gap-3 py-2.5">
                    <Avatar name={creator.name} src={creator.avatarUrl} size="sm" />
                    <div className="flex min-w-0 flex-1 flex-col">
                      <Link
                        to="/$artistSlug"
                        params={{ artistSlug: creator.artistSlug }}
                        className={cn('truncate rounded font-medium hover:underline', focusRing)}
                      >
                        {creator.name}
                      </Link>
                      <span className="truncate text-xs text-muted-foreground">
                        {[formatHandle(creator.handle), t('Brands.last-post', { date: format.date(creator.lastBrandedAt) })]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <PlatformBadge platform={creator.platform} />
                      <span className="text-xs whitespace-nowrap tabular-nums text-muted-foreground">
                        {t('Brands.post-count', { count: creator.brandedPostCount })}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('Brands.coupons')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.coupons.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('Brands.coupons-none')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border">
                {data.coupons.map((coupon) => (
                  <li key={coupon.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5 text-sm">
                    <code className="rounded bg-muted px-2 py-0.5 font-semibold">{coupon.code}</code>
                    <span className="min-w-0 flex-1 truncate text-muted-foreground">{coupon.discount ?? coupon.artist?.name ?? ''}</span>
                    {coupon.isExpired && <Badge>{t('Brands.coupon-expired')}</Badge>}
                    <CopyButton
                      value={coupon.code}
                      label={t('Coupons.copy-code')}
                      copiedLabel={t('Coupons.copied')}
                      aria-label={t('Coupons.copy-code-label', { code: coupon.code })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      {data.recentPosts.length > 0 && (
        <section aria-labelledby="brand-recent-posts" className="flex flex-col gap-3">
          <h2 id="brand-recent-posts" className="text-base font-semibold tracking-tight">
            {t('Brands.recent-posts')}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {data.recentPosts.map((post) => (
              <li key={post.id}>
                <Card className="flex h-full flex-col gap-2 p-4">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <PlatformBadge platform={post.platform} />
                    {post.isSponsored && <Badge tone="grass">{t('Intelligence.sponsored')}</Badge>}
                    {post.isUndisclosedAd && <Badge tone="critical">{t('Intelligence.undisclosed-ad')}</Badge>}
                  </div>
                  <p className="line-clamp-3 text-sm [overflow-wrap:anywhere]">{post.title ?? post.caption ?? t('Common.not-available')}</p>
                  <div className="mt-auto flex items-center justify-between gap-2 text-xs text-muted-foreground">
                    <Link
                      to="/$artistSlug"
                      params={{ artistSlug: post.artistSlug }}
                      className={cn('truncate rounded hover:underline', focusRing)}
                    >
                      {post.channelName}
                    </Link>
                    <time dateTime={new Date(post.publishedAt).toISOString()}>{format.date(post.publishedAt)}</time>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

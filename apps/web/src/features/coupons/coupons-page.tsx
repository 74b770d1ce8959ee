import { useEffect, useState } from 'react';
import { COUPON_DIRECTORY_PAGE_SIZE } from '@creatorlens/contracts/page-state';
import {
  Badge,
  Card,
  CopyButton,
  EmptyState,
  ExternalLinkIcon,
  Field,
  Input,
  NativeSelect,
  SearchIcon,
  Skeleton,
  TagIcon,
  cn,
  focusRing,
} from '@creatorlens/ui';

import type { RouterOutputs } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useSiteFormatters } from '../../site/site-formatters.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { SiteQueryState } from '../../site/site-query-state.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { brandBranchLabel } from '../../lib/brand-branch-label.ts';

export interface CouponsSearch {
  q?: string | undefined;
  brand?: string | undefined;
  branch?: string | undefined;
  artist?: string | undefined;
}

const SEARCH_DEBOUNCE_MS = 250;

export type CouponsList = RouterOutputs['coupon']['listCoupons'];
type CouponView = CouponsList['items'][number];

/** The coupon.listCoupons input for a selection (the app's route, the site's entry and the server's render ask the same). */
export function couponsQueryInput(search: CouponsSearch) {
  return { q: search.q, brandId: search.brand, branch: search.branch, artistSlug: search.artist, pageSize: COUPON_DIRECTORY_PAGE_SIZE };
}

export interface CouponsListState {
  data: CouponsList | undefined;
  isPending: boolean;
  isError: boolean;
  /** The previous selection's list is shown dimmed while the new one loads. */
  isStale: boolean;
  refetch: () => unknown;
}

/**
 * /coupons: the public coupon directory with brand, industry, creator and text filters. Presentational: the app's route
 * feeds it from TanStack Query, the site's own entry from the list the server rendered (site/ssr), so the server's
 * HTML and the hydrated page are the same markup.
 */
export function CouponsPage({
  search,
  list,
  onSearchChange,
  onCopyError,
}: {
  search: CouponsSearch;
  list: CouponsListState;
  onSearchChange: (search: CouponsSearch) => void;
  onCopyError: () => void;
}) {
  const { t } = useSiteTranslation();
  const [text, setText] = useState(search.q ?? '');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = debounced || undefined;
  // Typing settles into the URL, so the list is shareable.
  useEffect(() => {
    if (query !== search.q) onSearchChange({ ...search, q: query });
  }, [query, search, onSearchChange]);
  const update = (next: Partial<CouponsSearch>) => onSearchChange({ ...search, ...next });

  // The artist filter is a slug: offer the artists of the current list, keeping the chosen one.
  const artists = new Map<string, string>();
  for (const coupon of list.data?.items ?? []) if (coupon.artist) artists.set(coupon.artist.slug, coupon.artist.name);
  if (search.artist && !artists.has(search.artist)) artists.set(search.artist, search.artist);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <TagIcon size={22} className="text-primary" />
          {t('Coupons.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('Coupons.subtitle')}</p>
      </header>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('Coupons.search')}>
          <Input
            type="search"
            value={text}
            placeholder={t('Coupons.search-placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <Field label={t('Coupons.brand')}>
          <NativeSelect value={search.brand ?? ''} onChange={(event) => update({ brand: event.target.value || undefined })}>
            <option value="">{t('Coupons.all')}</option>
            {list.data?.facets.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name} ({brand.count})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('Coupons.branch')}>
          <NativeSelect value={search.branch ?? ''} onChange={(event) => update({ branch: event.target.value || undefined })}>
            <option value="">{t('Coupons.all')}</option>
            {list.data?.facets.branches.map((branch) => (
              <option key={branch.branch} value={branch.branch}>
                {brandBranchLabel(t, branch.branch)} ({branch.count})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('Coupons.artist')}>
          <NativeSelect value={search.artist ?? ''} onChange={(event) => update({ artist: event.target.value || undefined })}>
            <option value="">{t('Coupons.all')}</option>
            {[...artists]
              .sort((a, b) => a[1].localeCompare(b[1]))
              .map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
          </NativeSelect>
        </Field>
      </div>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {list.data ? t('Coupons.results', { count: list.data.total }) : '\u00a0'}
      </p>

      <SiteQueryState
        query={list}
        loading={
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-48 rounded-xl" />
              </li>
            ))}
          </ul>
        }
        empty={<EmptyState icon={<SearchIcon size={20} />} title={t('Coupons.empty')} />}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className={cn('grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3', list.isStale && 'opacity-60')}>
            {data.items.map((coupon) => (
              // Cards below the fold skip layout and paint until they scroll near (content-visibility), so the first
              // paint of the server's 60 cards costs about what the first screenful costs; the remembered size keeps
              // the scrollbar steady once a card has been drawn.
              <li key={coupon.id} className="min-w-0 [contain-intrinsic-size:auto_18rem] [content-visibility:auto]">
                <CouponCard coupon={coupon} onCopyError={onCopyError} />
              </li>
            ))}
          </ul>
        )}
      </SiteQueryState>
    </div>
  );
}

function CouponCard({ coupon, onCopyError }: { coupon: CouponView; onCopyError: () => void }) {
  const { t } = useSiteTranslation();
  const format = useSiteFormatters();
  const { Link } = useSiteNavigation();
  const validity =
    coupon.validUntil === null
      ? t('Coupons.no-expiry')
      : coupon.validFrom !== null
        ? t('Coupons.valid-from-until', { from: format.day(coupon.validFrom), to: format.day(coupon.validUntil) })
        : t('Coupons.valid-until', { date: format.day(coupon.validUntil) });
  const discount = coupon.discount ?? (coupon.discountPercent !== null ? format.percent(coupon.discountPercent / 100) : null);

  return (
    <Card className={cn('flex h-full flex-col', coupon.isExpired && 'opacity-70')}>
      <div className="flex items-start gap-3 p-5 pb-3">
        <span
          aria-hidden
          className="mt-1 size-3 shrink-0 rounded-full border border-border"
          style={{ backgroundColor: coupon.brand?.color ?? 'var(--color-muted)' }}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold">{coupon.brand?.name ?? t('Common.not-available')}</span>
          {coupon.brand?.branch && (
            <span className="truncate text-xs text-muted-foreground">{brandBranchLabel(t, coupon.brand.branch)}</span>
          )}
        </div>
        {coupon.isExpired ? (
          <Badge tone="critical" hasDot>
            {t('Coupons.expired')}
          </Badge>
        ) : (
          discount && <Badge tone="grass">{discount}</Badge>
        )}
      </div>
      <div className="flex items-center gap-2 px-5">
        <code
          className={cn(
            'min-w-0 flex-1 truncate rounded-lg border border-dashed border-input bg-muted/50 px-3 py-2 font-mono text-sm font-semibold tracking-wide',
            coupon.isExpired && 'line-through',
          )}
          aria-label={t('Coupons.code')}
        >
          {coupon.code}
        </code>
        {/* The data attributes let the server-rendered page copy before it has hydrated (EARLY_COPY_SCRIPT in
            apps/server/src/http/first-paint.ts); the same on server and client, so hydration matches. */}
        <CopyButton
          value={coupon.code}
          label={t('Coupons.copy-code')}
          copiedLabel={t('Coupons.copied')}
          aria-label={t('Coupons.copy-code-label', { code: coupon.code })}
          onCopyError={onCopyError}
          data-copy-code={coupon.code}
          data-copied-label={t('Coupons.copied')}
        />
      </div>
      <dl className="grid flex-1 grid-cols-[max-content_minmax(0,1fr)] content-start gap-x-4 gap-y-2 px-5 py-4 text-sm">
        {coupon.artist && (
          <div className="contents">
            <dt className="text-muted-foreground">{t('Coupons.artist')}</dt>
            <dd className="min-w-0 truncate">
              <Link
                to={`/${encodeURIComponent(coupon.artist.slug)}`}
                className={cn('rounded font-medium text-primary hover:underline', focusRing)}
              >
                {coupon.artist.name}
              </Link>
            </dd>
          </div>
        )}
        <div className="contents">
          <dt className="text-muted-foreground">{t('Coupons.validity')}</dt>
          <dd className={cn(coupon.isExpired && 'text-critical-strong')}>{validity}</dd>
        </div>
        {coupon.terms && (
          <div className="contents">
            <dt className="text-muted-foreground">{t('Coupons.terms')}</dt>
            <dd className="line-clamp-3 text-muted-foreground [overflow-wrap:anywhere]">{coupon.terms}</dd>
          </div>
        )}
      </dl>
      {coupon.url && /^https?:\/\//i.test(coupon.url) && (
        <div className="border-t border-border px-5 py-3">
          <a
            href={coupon.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={cn('inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary hover:underline', focusRing)}
          >
            {t('Coupons.open-shop')}
            <ExternalLinkIcon size={13} />
          </a>
        </div>
      )}
    </Card>
  );
}

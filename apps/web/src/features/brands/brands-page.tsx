import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Card, EmptyState, Field, Input, Skeleton, TagIcon, cn, focusRing } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { brandBranchLabel } from '../../lib/brand-branch-label.ts';
import { AppPager } from '../../lib/app-pager.tsx';

const route = getRouteApi('/app/brand/');
const PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 250;

export function BrandsRoutePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return <BrandsPage q={search.q} page={search.page ?? 1} onChange={(next) => void navigate({ search: next, replace: true })} />;
}

/** /brand: brands found in posts, most mentioned first, searchable by name or branch. */
export function BrandsPage({
  q,
  page,
  onChange,
}: {
  q: string | undefined;
  page: number;
  onChange: (search: { q?: string | undefined; page?: number | undefined }) => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('Brands.title'));
  const api = useTRPC();
  const [text, setText] = useState(q ?? '');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS) || undefined;
  // Typing settles into the URL (back to page 1), so a search is shareable.
  useEffect(() => {
    if (debounced !== q) onChange({ q: debounced, page: undefined });
  }, [debounced, q, onChange]);
  const list = useQuery(api.brand.listBrands.queryOptions({ q, page, pageSize: PAGE_SIZE }, { placeholderData: keepPreviousData }));

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <TagIcon size={22} className="text-primary" />
          {t('Brands.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('Brands.description')}</p>
      </header>
      <Field label={t('Brands.search')} className="max-w-sm">
        <Input type="search" value={text} placeholder={t('Brands.search-placeholder')} onChange={(event) => setText(event.target.value)} />
      </Field>
      <AppQueryState
        query={list}
        errorTitle={t('Brands.load-error')}
        loading={<Skeleton className="h-64 rounded-xl" />}
        empty={<EmptyState icon={<TagIcon size={20} />} title={t('Brands.none')} />}
        isEmpty={(result) => result.items.length === 0}
      >
        {(result) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('Brands.result-count', { count: result.total })}
            </p>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="brand-list">
              {result.items.map((brand) => (
                <li key={brand.id}>
                  <Link to="/brand/$brandSlug" params={{ brandSlug: brand.slug }} className={cn('block h-full rounded-xl', focusRing)}>
                    <Card className="flex h-full flex-col gap-2 p-4 transition-colors hover:border-primary/50">
                      <span className="flex items-center gap-2 font-semibold">
                        <span
                          aria-hidden
                          className="size-3 shrink-0 rounded-full bg-muted"
                          style={brand.color ? { backgroundColor: brand.color } : undefined}
                        />
                        <span className="truncate">{brand.name}</span>
                      </span>
                      {brand.branch && (
                        <Badge tone="sky" className="self-start">
                          {brandBranchLabel(t, brand.branch)}
                        </Badge>
                      )}
                      <span className="mt-auto flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                        <span>{t('Brands.creator-count', { count: brand.creatorCount })}</span>
                        <span>{t('Brands.post-count', { count: brand.brandedPostCount })}</span>
                        <span>{t('Brands.coupon-count', { count: brand.couponCount })}</span>
                      </span>
                    </Card>
                  </Link>
                </li>
              ))}
            </ul>
            <AppPager page={page} pageSize={PAGE_SIZE} total={result.total} onPageChange={(next) => onChange({ q, page: next })} />
          </>
        )}
      </AppQueryState>
    </div>
  );
}

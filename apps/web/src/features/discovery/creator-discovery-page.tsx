import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, EmptyState, SearchIcon } from '@creatorlens/ui';
import { postSubject } from '@creatorlens/core/permissions';
import type { CreatorSortKey, DiscoveryPlatform } from '../../lib/api-contract.ts';

import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  DEFAULT_SORT,
  DISCOVERY_PAGE_SIZE,
  filtersToSearch,
  pickFilters,
  rangeFiguresOf,
  toSearchCreatorsInput,
  type DiscoverySearch,
} from './discovery-search.ts';
import { FiltersPanel } from './filters-panel.tsx';
import { HiddenUnknownNotice } from './hidden-unknown-notice.tsx';
import { FiltersSheet } from './filters-sheet.tsx';
import { SortSelect } from './sort-select.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Pagination } from './pagination.tsx';
import { useCursorPages } from './use-cursor-pages.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { PlatformTabs } from './platform-tabs.tsx';
import { ResultsTable, type CreatorRow } from './results-table.tsx';
import { SavedSearches } from './saved-searches.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { AccessRefusal } from '../../lib/access-refusal.tsx';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useSession } from '../../lib/session.ts';
import { useAbility } from '../../lib/ability.ts';

const withoutPaging = <T extends { page: unknown; pageSize: unknown; cursor?: unknown }>({
  page,
  pageSize,
  cursor,
  ...rest
}: T): Omit<T, 'page' | 'pageSize' | 'cursor'> => {
  void page;
  void pageSize;
  void cursor;
  return rest;
};

export interface CreatorDiscoveryPageProps {
  platform: DiscoveryPlatform;
  search: DiscoverySearch;
  /** Replaces the URL's search params (the route owns navigation). */
  onSearchChange: (search: DiscoverySearch) => void;
  /** Actions beside the result count (the export menu), given the current search without paging; the route fills it. */
  renderResultsActions?: (search: Omit<ReturnType<typeof toSearchCreatorsInput>, 'page' | 'pageSize' | 'cursor'>) => ReactNode;
}

export function CreatorDiscoveryPage({ platform, search, onSearchChange, renderResultsActions }: CreatorDiscoveryPageProps) {
  const { t } = useTranslation();
  const platformName = t(`Platforms.${platform}`);
  useDocumentTitle(t('Discovery.title-platform', { platform: platformName }));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const api = useTRPC();
  // The server refuses platforms outside the licence (FORBIDDEN); say why instead of asking it.
  const isLicensed = useAbility().can('read', postSubject(platform));
  const isLicenseExpired = useSession().session?.organization?.license?.isExpired === true;
  const results = useQuery(
    api.discovery.searchCreators.queryOptions(toSearchCreatorsInput(platform, search), {
      placeholderData: keepPreviousData,
      enabled: isLicensed,
    }),
  );
  const sort = search.sort ?? DEFAULT_SORT;
  const order = search.direction ?? 'desc';
  const page = search.page ?? 1;
  const total = results.data?.total ?? 0;
  const isCapped = results.data?.totalIsCapped === true;
  // A capped count has no last page to name; the cursor says whether there is a next one.
  const pages = isCapped ? null : Math.max(1, Math.ceil(total / DISCOVERY_PAGE_SIZE));
  const { integer } = useFormatters();
  const searchInput = toSearchCreatorsInput(platform, search);
  const pageSearch = useCursorPages(search, JSON.stringify(withoutPaging(searchInput)), results.data?.nextCursor);

  function onSort(key: CreatorSortKey) {
    const nextOrder = key === sort ? (order === 'desc' ? 'asc' : 'desc') : 'desc';
    onSearchChange({ ...search, sort: key, direction: nextOrder, page: undefined, cursor: undefined });
  }

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function togglePage(ids: string[], select: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (select) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  // Without rows the table shows skeleton rows under its real headers, so nothing jumps when the page arrives.
  const renderTable = (rows: CreatorRow[] | undefined) => (
    <ResultsTable
      platform={platform}
      rows={rows}
      isLoading={rows === undefined}
      sort={sort}
      order={order}
      onSort={onSort}
      selected={selected}
      onToggle={toggle}
      onTogglePage={togglePage}
    />
  );
  // From 64rem (Tailwind's lg) the filters sit beside the results; narrower, behind a button in a sheet.
  const hasFilterColumn = useMediaQuery('(min-width: 64rem)');
  const { sort: _sort, direction: _direction, ...activeFilters } = pickFilters(search);
  const activeFilterCount = Object.keys(activeFilters).length;
  const renderFilters = (onDone?: () => void) => (
    <>
      <FiltersPanel
        platform={platform}
        search={search}
        hasHeading={onDone === undefined}
        onApply={(filters) => {
          onSearchChange({ ...filters, sort: search.sort, direction: search.direction });
          onDone?.();
        }}
        onReset={() => {
          onSearchChange({});
          onDone?.();
        }}
      />
      <SavedSearches
        platform={platform}
        search={search}
        onApply={(filters) => {
          onSearchChange(filtersToSearch(filters));
          onDone?.();
        }}
      />
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('Discovery.title-platform', { platform: platformName })}</h1>
        <p className="text-sm text-muted-foreground">{t('Discovery.subtitle')}</p>
      </header>
      <PlatformTabs current={platform} />
      <div className="grid items-start gap-6 lg:grid-cols-[248px_minmax(0,1fr)]">
        {hasFilterColumn && (
          <aside className="flex flex-col gap-4">
            <Card className="p-4">
              <FiltersPanel
                platform={platform}
                search={search}
                onApply={(filters) => onSearchChange({ ...filters, sort: search.sort, direction: search.direction })}
                onReset={() => onSearchChange({})}
              />
            </Card>
            <Card className="p-4">
              <SavedSearches platform={platform} search={search} onApply={(filters) => onSearchChange(filtersToSearch(filters))} />
            </Card>
          </aside>
        )}
        <section aria-labelledby="discovery-results" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h2 id="discovery-results" className="mr-auto text-sm font-medium text-muted-foreground" aria-live="polite">
              {results.data
                ? isCapped
                  ? t('DiscoveryCounts.channels-capped', { count: total, formatted: integer(total) })
                  : t('DiscoveryCounts.channels', { count: total, formatted: integer(total) })
                : '\u00a0'}
            </h2>
            {!hasFilterColumn && <FiltersSheet activeCount={activeFilterCount}>{(close) => renderFilters(close)}</FiltersSheet>}
            <SortSelect
              platform={platform}
              sort={sort}
              order={order}
              onChange={(key, direction) => onSearchChange({ ...search, sort: key, direction, page: undefined, cursor: undefined })}
            />
            {renderResultsActions?.(withoutPaging(toSearchCreatorsInput(platform, search)))}
          </div>
          {isLicensed && results.data && (
            <HiddenUnknownNotice
              platform={platform}
              hiddenUnknown={results.data.hiddenUnknown}
              isIncluding={search.includeUnknown === true}
              includedFigures={rangeFiguresOf(search)}
              onChange={(includeUnknown) =>
                onSearchChange({ ...search, includeUnknown: includeUnknown || undefined, page: undefined, cursor: undefined })
              }
            />
          )}
          {!isLicensed && isLicenseExpired ? (
            // Not a platform the licence lacks: the whole licence ran out, which a retry or an upgrade of one
            // platform would not fix.
            <AccessRefusal code="LICENSE_EXPIRED" />
          ) : !isLicensed ? (
            <Alert tone="warning" title={t('Discovery.license-excludes-platform-title')}>
              {t('Discovery.license-excludes-platform-body', { platform: platformName })}
            </Alert>
          ) : (
            <AppQueryState
              query={results}
              errorTitle={t('Discovery.error-title')}
              loading={renderTable(undefined)}
              empty={
                <EmptyState
                  icon={<SearchIcon size={20} />}
                  title={t('Discovery.empty-title')}
                  body={t('Discovery.empty-body')}
                  action={
                    <Button variant="secondary" size="sm" onClick={() => onSearchChange({})}>
                      {t('Discovery.reset')}
                    </Button>
                  }
                />
              }
              isEmpty={(data) => data.items.length === 0}
            >
              {(data) => (
                <div className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={results.isFetching}>
                  {renderTable(data.items)}
                </div>
              )}
            </AppQueryState>
          )}
          <Pagination
            page={page}
            pages={pages}
            hasNext={results.data?.nextCursor != null}
            onPage={(next) => onSearchChange(pageSearch(next))}
          />
          <SelectionBar ids={[...selected]} platform={platform} onClear={() => setSelected(new Set())} />
        </section>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, BuildingIcon, DataTable, EmptyState, Field, Input, SearchIcon, cn, focusRing } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AdminPagination } from './admin-pagination.tsx';
import { CreateOrganizationDialog } from './create-organization-dialog.tsx';
import { OrganizationDialog } from './organization-dialog.tsx';
import { TableSkeleton } from './table-skeleton.tsx';

type OrganizationRow = RouterOutputs['admin']['listOrganizations']['items'][number];

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/orgs: every organisation with its licence and size; create one, open one to edit. */
export function AdminOrganizationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Admin.orgs-title'));
  const api = useTRPC();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...api.admin.listOrganizations.queryOptions({ page, pageSize: PAGE_SIZE, ...(debouncedSearch ? { search: debouncedSearch } : {}) }),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="admin-orgs-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-orgs-title" className="sr-only">
          {t('Admin.orgs-title')}
        </h2>
        <Field label={t('Admin.search-orgs')} className="min-w-0 flex-1 sm:max-w-sm">
          <div className="relative">
            <SearchIcon size={14} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" />
            <Input
              type="search"
              className="pl-8"
              value={search}
              placeholder={t('Admin.search-orgs-placeholder')}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </Field>
        <CreateOrganizationDialog onCreated={setOpenId} />
      </div>

      <AppQueryState
        query={query}
        loading={<TableSkeleton />}
        empty={
          <EmptyState icon={<BuildingIcon size={20} />} title={debouncedSearch ? t('Admin.orgs-empty-filtered') : t('Admin.orgs-empty')} />
        }
        isEmpty={(result) => result.items.length === 0}
      >
        {(result) => (
          <>
            <OrganizationsTable rows={result.items} isFetching={query.isFetching} onOpen={setOpenId} />
            <AdminPagination page={page} pageSize={PAGE_SIZE} total={result.total} onPageChange={setPage} />
          </>
        )}
      </AppQueryState>
      <OrganizationDialog organizationId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}

function OrganizationsTable({ rows, isFetching, onOpen }: { rows: OrganizationRow[]; isFetching: boolean; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <DataTable
      labelledBy="admin-orgs-title"
      rows={rows}
      rowKey={(organization) => organization.id}
      isFetching={isFetching}
      columns={[
        {
          key: 'organisation',
          header: t('Admin.column-organisation'),
          cell: (organization) => (
            <button
              type="button"
              onClick={() => onOpen(organization.id)}
              className={cn('flex max-w-80 flex-col rounded-md text-left', focusRing)}
              aria-label={t('Admin.open-org', { name: organization.name })}
            >
              <span className="truncate font-medium">{organization.name}</span>
              <span className="truncate text-xs text-muted-foreground">{organization.slug}</span>
            </button>
          ),
        },
        {
          key: 'license',
          header: t('Admin.column-license'),
          cell: (organization) => organization.license?.name ?? <span className="text-muted-foreground">{t('Admin.no-license')}</span>,
        },
        {
          key: 'validUntil',
          header: t('Admin.column-valid-until'),
          className: 'whitespace-nowrap',
          cell: (organization) =>
            organization.license &&
            (organization.license.isExpired ? (
              <Badge tone="critical" hasDot>
                {t('Admin.expired-on', { date: format.date(organization.license.validUntil) })}
              </Badge>
            ) : (
              format.date(organization.license.validUntil)
            )),
        },
        {
          key: 'members',
          header: t('Admin.column-members'),
          align: 'right',
          cell: (organization) => format.integer(organization.memberCount),
        },
      ]}
    />
  );
}

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, BuildingIcon, EmptyState, Field, Input, SearchIcon, cn, focusRing } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { QueryErrorAlert } from '../../lib/query-error-alert.tsx';
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

      {query.isError && !query.data ? (
        <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />
      ) : query.isPending ? (
        <TableSkeleton />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={<BuildingIcon size={20} />} title={debouncedSearch ? t('Admin.orgs-empty-filtered') : t('Admin.orgs-empty')} />
      ) : (
        <>
          <OrganizationsTable rows={query.data.items} isFetching={query.isFetching} onOpen={setOpenId} />
          <AdminPagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPageChange={setPage} />
        </>
      )}
      <OrganizationDialog organizationId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}

function OrganizationsTable({ rows, isFetching, onOpen }: { rows: OrganizationRow[]; isFetching: boolean; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className={cn('relative overflow-x-auto rounded-xl border border-border bg-surface shadow-card', isFetching && 'opacity-70')}>
      <table className="w-full min-w-[600px] border-collapse text-sm">
        <thead>
          <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t('Admin.column-organisation')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('Admin.column-license')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('Admin.column-valid-until')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('Admin.column-members')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((organization) => (
            <tr key={organization.id} className="hover:bg-muted/30">
              <td className="px-4 py-2.5">
                <button
                  type="button"
                  onClick={() => onOpen(organization.id)}
                  className={cn('flex max-w-80 flex-col rounded-md text-left', focusRing)}
                  aria-label={t('Admin.open-org', { name: organization.name })}
                >
                  <span className="truncate font-medium">{organization.name}</span>
                  <span className="truncate text-xs text-muted-foreground">{organization.slug}</span>
                </button>
              </td>
              <td className="px-3 py-2.5">
                {organization.license?.name ?? <span className="text-muted-foreground">{t('Admin.no-license')}</span>}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                {organization.license &&
                  (organization.license.isExpired ? (
                    <Badge tone="critical" hasDot>
                      {t('Admin.expired-on', { date: format.date(organization.license.validUntil) })}
                    </Badge>
                  ) : (
                    format.date(organization.license.validUntil)
                  ))}
              </td>
              <td className="px-3 py-2.5 text-right tabular-nums">{format.integer(organization.memberCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, Badge, DataTable, EmptyState, Field, Input, NativeSelect, SearchIcon, UsersIcon, cn, focusRing } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC, type RouterInputs, type RouterOutputs } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AdminPagination } from './admin-pagination.tsx';
import { TableSkeleton } from './table-skeleton.tsx';
import { UserActions } from './user-actions.tsx';
import { UserDetailDialog } from './user-detail-dialog.tsx';

export type AdminUserRow = RouterOutputs['admin']['listUsers']['items'][number];
type RoleFilter = 'all' | 'user' | 'admin';
type StatusFilter = 'all' | 'active' | 'banned';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/users: every account of the platform, searchable, with role, ban state and the actions an admin takes. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Admin.users-title'));
  const api = useTRPC();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [detailUserId, setDetailUserId] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const input: RouterInputs['admin']['listUsers'] = {
    page,
    pageSize: PAGE_SIZE,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(role !== 'all' ? { role } : {}),
    ...(status !== 'all' ? { isBanned: status === 'banned' } : {}),
  };
  const query = useQuery({ ...api.admin.listUsers.queryOptions(input), placeholderData: keepPreviousData });
  const isFiltered = Boolean(debouncedSearch) || role !== 'all' || status !== 'all';

  return (
    <section aria-labelledby="admin-users-title" className="flex flex-col gap-4">
      <h2 id="admin-users-title" className="sr-only">
        {t('Admin.users-title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem]">
        <Field label={t('Admin.search-users')}>
          <div className="relative">
            <SearchIcon size={14} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" />
            <Input
              type="search"
              className="pl-8"
              value={search}
              placeholder={t('Admin.search-users-placeholder')}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </Field>
        <Field label={t('Admin.filter-role')}>
          <NativeSelect
            value={role}
            onChange={(event) => {
              setRole(event.target.value as RoleFilter);
              setPage(1);
            }}
          >
            <option value="all">{t('Admin.filter-all')}</option>
            <option value="admin">{t('Admin.role-admin')}</option>
            <option value="user">{t('Admin.role-user')}</option>
          </NativeSelect>
        </Field>
        <Field label={t('Admin.filter-status')}>
          <NativeSelect
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
          >
            <option value="all">{t('Admin.filter-all')}</option>
            <option value="active">{t('Admin.status-active')}</option>
            <option value="banned">{t('Admin.status-banned')}</option>
          </NativeSelect>
        </Field>
      </div>

      <AppQueryState
        query={query}
        loading={<TableSkeleton />}
        empty={
          <EmptyState
            icon={<UsersIcon size={20} />}
            title={isFiltered ? t('Admin.users-empty-filtered') : t('Admin.users-empty')}
            body={isFiltered ? t('Admin.users-empty-filtered-body') : undefined}
          />
        }
        isEmpty={(result) => result.items.length === 0}
      >
        {(result) => (
          <>
            <UsersTable rows={result.items} isFetching={query.isFetching} onOpen={setDetailUserId} />
            <AdminPagination page={page} pageSize={PAGE_SIZE} total={result.total} onPageChange={setPage} />
          </>
        )}
      </AppQueryState>
      <UserDetailDialog userId={detailUserId} onClose={() => setDetailUserId(null)} />
    </section>
  );
}

function UsersTable({ rows, isFetching, onOpen }: { rows: AdminUserRow[]; isFetching: boolean; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <DataTable
      labelledBy="admin-users-title"
      rows={rows}
      rowKey={(user) => user.id}
      isFetching={isFetching}
      // On a phone the minor columns hide and the rest fit 390 px without a sideways scroll.
      minWidthClassName="sm:min-w-[640px]"
      columns={[
        {
          key: 'user',
          header: t('Admin.column-user'),
          cell: (user) => (
            <button
              type="button"
              onClick={() => onOpen(user.id)}
              className={cn('flex max-w-40 items-center gap-3 rounded-md text-left sm:max-w-72', focusRing)}
              aria-label={t('Admin.open-user', { name: user.name })}
            >
              <Avatar name={user.name} src={user.image} size="sm" />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium">
                  {user.name}
                  {user.isMe && <span className="ml-1.5 text-xs font-normal text-muted-foreground">{t('Admin.you')}</span>}
                </span>
                <span className="truncate text-xs text-muted-foreground">{user.email}</span>
              </span>
            </button>
          ),
        },
        { key: 'role', header: t('Admin.column-role'), cell: (user) => <RoleBadge role={user.role} isGuest={user.isGuest} /> },
        { key: 'status', header: t('Admin.column-status'), cell: (user) => <BanBadge user={user} /> },
        {
          key: 'organisations',
          header: t('Admin.column-organisations'),
          align: 'right',
          className: 'max-sm:hidden',
          cell: (user) => format.integer(user.organizationCount),
        },
        {
          key: 'joined',
          header: t('Admin.column-joined'),
          className: 'whitespace-nowrap text-muted-foreground max-sm:hidden',
          cell: (user) => format.date(user.createdAt),
        },
        {
          key: 'actions',
          header: t('Admin.column-actions'),
          isHeaderHidden: true,
          align: 'right',
          className: 'w-12',
          cell: (user) => <UserActions user={user} onOpenDetails={() => onOpen(user.id)} />,
        },
      ]}
    />
  );
}

export function RoleBadge({ role, isGuest }: { role: 'user' | 'admin'; isGuest: boolean }) {
  const { t } = useTranslation();
  if (isGuest) return <Badge tone="neutral">{t('Admin.role-guest')}</Badge>;
  return role === 'admin' ? <Badge tone="primary">{t('Admin.role-admin')}</Badge> : <Badge tone="neutral">{t('Admin.role-user')}</Badge>;
}

export function BanBadge({ user }: { user: Pick<AdminUserRow, 'isBanned' | 'banReason' | 'banExpiresAt'> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!user.isBanned)
    return (
      <Badge tone="grass" hasDot>
        {t('Admin.status-active')}
      </Badge>
    );
  const until = user.banExpiresAt ? t('Admin.banned-until', { date: format.date(user.banExpiresAt) }) : t('Admin.status-banned');
  return (
    <Badge tone="critical" hasDot title={user.banReason ?? undefined}>
      {until}
    </Badge>
  );
}

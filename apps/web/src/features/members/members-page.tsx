import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Skeleton, UsersIcon } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useSession } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { InvitationsCard } from './invitations-card.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { MembersTable } from './members-table.tsx';
import { SeatUsage } from './seat-usage.tsx';

/** /workspace/members: members and roles, seats, invitations. Controls appear by permission; the server decides. */
export function MembersPage() {
  const { t } = useTranslation();
  const api = useTRPC();
  const ability = useAbility();
  const { session } = useSession();
  useDocumentTitle(t('Members.title'));
  const members = useQuery(api.member.listMembers.queryOptions());
  const seats = useQuery(api.member.getSeatUsage.queryOptions());
  const invitations = useQuery(api.member.listInvitations.queryOptions());
  const canInvite = ability.can('create', 'member');
  const isSeatsFull = seats.data ? seats.data.members + seats.data.pendingInvitations >= seats.data.max : false;

  return (
    <>
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1">
            <CardTitle>{t('Members.title')}</CardTitle>
            <CardDescription>{t('Members.description')}</CardDescription>
          </div>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            {seats.data && <SeatUsage {...seats.data} />}
            {canInvite && <InviteDialog isDisabled={isSeatsFull} />}
          </div>
        </CardHeader>
        <CardContent>
          <AppQueryState
            query={members}
            loading={<Skeleton className="h-48 w-full" />}
            empty={<EmptyState icon={<UsersIcon />} title={t('Members.empty')} />}
          >
            {(rows) => (
              <MembersTable
                members={rows}
                canUpdateRoles={ability.can('update', 'member')}
                canRemove={ability.can('delete', 'member')}
                isOwner={session?.organization?.orgRole === 'owner'}
                isGuest={session?.user.isGuest ?? false}
              />
            )}
          </AppQueryState>
        </CardContent>
      </Card>
      <AppQueryState query={invitations} loading={<Skeleton className="h-32 w-full rounded-2xl" />}>
        {(rows) => <InvitationsCard invitations={rows} canManage={canInvite} />}
      </AppQueryState>
    </>
  );
}

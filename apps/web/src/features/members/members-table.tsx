import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Badge,
  Button,
  DataTable,
  type DataTableRowProps,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  NativeSelect,
  TrashIcon,
  useToast,
} from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { memberErrorKey, useRoleLabel } from './member-labels.ts';

type Member = RouterOutputs['member']['listMembers'][number];

interface MembersTableProps {
  members: Member[];
  canUpdateRoles: boolean;
  canRemove: boolean;
  isOwner: boolean;
  isGuest: boolean;
}

/** Members with their role (a select for admins), join date and remove/leave behind a confirmation. */
export function MembersTable({ members, canUpdateRoles, canRemove, isOwner, isGuest }: MembersTableProps) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const format = useFormatters();
  const roleLabel = useRoleLabel();
  const [removing, setRemoving] = useState<Member | null>(null);

  const refreshMembers = () =>
    Promise.all([
      queryClient.invalidateQueries(api.member.listMembers.queryFilter()),
      queryClient.invalidateQueries(api.member.getSeatUsage.queryFilter()),
    ]);
  const updateRole = useMutation(
    api.member.updateRole.mutationOptions({
      onSuccess: async (_result, variables) => {
        await refreshMembers();
        const name = members.find((member) => member.id === variables.memberId)?.displayName ?? '';
        toast.show({ tone: 'success', title: t('Members.role-changed', { name }) });
      },
      onError: (error) => toast.show({ tone: 'critical', title: t(memberErrorKey(error)) }),
    }),
  );
  const remove = useMutation(
    api.member.removeMember.mutationOptions({
      onSuccess: async () => {
        const removed = removing;
        setRemoving(null);
        if (removed?.isMe) {
          // Leaving ends access to this organisation: everything cached belongs to it, so start over at home.
          await queryClient.invalidateQueries({ refetchType: 'none' });
          await queryClient.invalidateQueries(api.user.pathFilter());
          toast.show({ tone: 'success', title: t('Members.left') });
          await router.navigate({ to: '/' });
          return;
        }
        await refreshMembers();
        toast.show({ tone: 'success', title: t('Members.removed', { name: removed?.displayName ?? '' }) });
      },
      onError: (error) => toast.show({ tone: 'critical', title: t(memberErrorKey(error)) }),
    }),
  );

  // Owners are changed only by owners; the server enforces it (and the last-owner rule) either way.
  const mayEditRole = (member: Member) => canUpdateRoles && (member.role !== 'owner' || (isOwner && !member.isMe));
  const mayRemove = (member: Member) => (member.isMe ? !isGuest : canRemove && (member.role !== 'owner' || isOwner));

  return (
    <>
      <DataTable
        label={t('Members.title')}
        rows={members}
        rowKey={(member) => member.id}
        // No minimum width: the member cell truncates instead, so a phone needs no sideways scroll.
        minWidthClassName=""
        rowComponent={MemberRow}
        columns={[
          {
            key: 'member',
            header: t('Members.column-member'),
            // w-full + max-w-0: the member cell takes the room left and truncates.
            className: 'w-full max-w-0',
            cell: (member) => (
              <div className="flex min-w-0 items-center gap-3">
                <Avatar name={member.displayName} src={member.image} size="sm" />
                <div className="flex min-w-0 flex-col">
                  <span className="flex min-w-0 items-center gap-2 font-medium">
                    <span className="truncate">{member.displayName}</span>
                    {member.isMe && <Badge tone="primary">{t('Members.you')}</Badge>}
                  </span>
                  {member.email && <span className="truncate text-xs text-muted-foreground">{member.email}</span>}
                </div>
              </div>
            ),
          },
          {
            key: 'role',
            header: t('Members.column-role'),
            cell: (member) =>
              mayEditRole(member) ? (
                <NativeSelect
                  aria-label={t('Members.role-of', { name: member.displayName })}
                  className="w-28 sm:w-36"
                  value={member.role}
                  disabled={updateRole.isPending}
                  onChange={(event) =>
                    updateRole.mutate({ memberId: member.id, role: event.target.value === 'admin' ? 'admin' : 'member' })
                  }
                >
                  {member.role === 'owner' && (
                    <option value="owner" disabled>
                      {roleLabel('owner')}
                    </option>
                  )}
                  <option value="admin">{roleLabel('admin')}</option>
                  <option value="member">{roleLabel('member')}</option>
                </NativeSelect>
              ) : (
                <Badge tone={member.role === 'member' ? 'neutral' : 'sky'}>{roleLabel(member.role)}</Badge>
              ),
          },
          {
            key: 'joined',
            header: t('Members.column-joined'),
            className: 'whitespace-nowrap text-muted-foreground max-md:hidden',
            cell: (member) => format.date(member.joinedAt),
          },
          {
            key: 'actions',
            header: t('Members.column-actions'),
            isHeaderHidden: true,
            align: 'right',
            cell: (member) =>
              mayRemove(member) && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={member.isMe ? t('Members.leave') : t('Members.remove-label', { name: member.displayName })}
                  onClick={() => setRemoving(member)}
                >
                  <TrashIcon size={14} />
                  <span className="hidden sm:inline">{member.isMe ? t('Members.leave') : t('Members.remove')}</span>
                </Button>
              ),
          },
        ]}
      />
      <Dialog open={removing !== null} onOpenChange={(isOpen) => !isOpen && setRemoving(null)}>
        {removing && (
          <DialogContent closeLabel={t('Common.close')}>
            <DialogTitle>
              {removing.isMe ? t('Members.leave-title') : t('Members.remove-title', { name: removing.displayName })}
            </DialogTitle>
            <DialogDescription>
              {removing.isMe ? t('Members.leave-body') : t('Members.remove-body', { name: removing.displayName })}
            </DialogDescription>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">{t('Common.cancel')}</Button>
              </DialogClose>
              <Button variant="danger" isLoading={remove.isPending} onClick={() => remove.mutate({ memberId: removing.id })}>
                {removing.isMe ? t('Members.leave') : t('Members.remove')}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

/** A member's row, as the journeys find it (data-testid="member-row"). */
function MemberRow({ className, children }: DataTableRowProps<unknown>) {
  return (
    <tr data-testid="member-row" className={className}>
      {children}
    </tr>
  );
}

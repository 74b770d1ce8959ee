import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, Badge, Dialog, DialogContent, DialogDescription, DialogTitle } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { DialogSpinner } from './dialog-spinner.tsx';
import { BanBadge, RoleBadge } from './users-page.tsx';

/** One user's profile, organisations with roles and signed-in devices; opened from the users table. */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const query = useQuery({ ...api.admin.getUser.queryOptions({ userId: userId ?? '' }), enabled: userId !== null });

  return (
    <Dialog open={userId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={t('Common.close')} className="max-w-lg">
        <DialogTitle>{query.data?.name ?? t('Admin.user-details')}</DialogTitle>
        <DialogDescription className="sr-only">{t('Admin.user-details')}</DialogDescription>
        <AppQueryState query={query} loading={<DialogSpinner />}>
          {(user) => (
            <div className="flex flex-col gap-5">
              <div className="flex items-center gap-3">
                <Avatar name={user.name} src={user.image} size="lg" />
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="truncate text-sm text-muted-foreground">{user.email}</span>
                  <span className="flex flex-wrap gap-1.5">
                    <RoleBadge role={user.role} isGuest={user.isGuest} />
                    <BanBadge user={user} />
                    {!user.emailVerified && <Badge tone="warning">{t('Admin.email-unverified')}</Badge>}
                  </span>
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-muted-foreground">{t('Admin.username')}</dt>
                  <dd>{user.username ?? t('Common.not-available')}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t('Admin.column-joined')}</dt>
                  <dd>{format.date(user.createdAt)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t('Admin.active-sessions')}</dt>
                  <dd className="tabular-nums">{format.integer(user.activeSessionCount)}</dd>
                </div>
                {user.isBanned && user.banReason && (
                  <div>
                    <dt className="text-muted-foreground">{t('Admin.ban-reason')}</dt>
                    <dd className="break-words">{user.banReason}</dd>
                  </div>
                )}
              </dl>
              <section aria-labelledby="user-organisations" className="flex flex-col gap-2">
                <h3 id="user-organisations" className="text-sm font-semibold">
                  {t('Admin.column-organisations')}
                </h3>
                {user.organizations.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('Admin.no-organisations')}</p>
                ) : (
                  <ul className="divide-y divide-border rounded-lg border border-border">
                    {user.organizations.map((organization) => (
                      <li key={organization.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                        <span className="truncate">{organization.name}</span>
                        <Badge tone={organization.role === 'member' ? 'neutral' : 'sky'}>{t(`Admin.org-role-${organization.role}`)}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          )}
        </AppQueryState>
      </DialogContent>
    </Dialog>
  );
}

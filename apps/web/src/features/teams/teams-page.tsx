import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  PencilIcon,
  Skeleton,
  TrashIcon,
  UsersIcon,
} from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CreateTeamForm } from './create-team-form.tsx';
import { DeleteTeamDialog, RenameTeamDialog, type TeamItem } from './team-dialogs.tsx';
import { TeamMembersDialog } from './team-members-dialog.tsx';

type OpenDialog = { kind: 'rename' | 'delete' | 'members'; team: TeamItem } | null;

/** /workspace/teams: the organisation's teams, their members and shared lists; admins create, rename and delete. */
export function TeamsPage() {
  const { t } = useTranslation();
  const api = useTRPC();
  const ability = useAbility();
  useDocumentTitle(t('Teams.title'));
  const teams = useQuery(api.team.listTeams.queryOptions());
  const canManage = ability.can('update', 'team');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle>{t('Teams.title')}</CardTitle>
          <CardDescription>{t('Teams.description')}</CardDescription>
        </div>
        {canManage ? <CreateTeamForm /> : <p className="text-sm text-muted-foreground">{t('Teams.read-only-hint')}</p>}
      </CardHeader>
      <CardContent>
        <AppQueryState
          query={teams}
          loading={<Skeleton className="h-40 w-full" />}
          empty={<EmptyState icon={<UsersIcon />} title={t('Teams.empty')} body={t('Teams.empty-hint')} />}
        >
          {(teamList) => (
            <ul className="flex flex-col divide-y divide-border" aria-label={t('Teams.title')}>
              {teamList.map((team) => (
                <li
                  key={team.id}
                  className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
                  data-testid="team-row"
                >
                  <div className="flex min-w-0 flex-col gap-1.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="truncate font-medium">{team.name}</h3>
                      {team.isMine && <Badge tone="primary">{t('Teams.mine')}</Badge>}
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {t('Teams.members-count', { count: team.members.length })} ·{' '}
                      {t('Teams.lists-count', { count: team.campaignCount + team.watchlistCount })}
                    </p>
                    {team.members.length > 0 ? (
                      <ul className="flex flex-wrap gap-1.5" aria-label={t('Teams.members-title', { name: team.name })}>
                        {team.members.map((person) => (
                          <li key={person.userId} className="flex items-center gap-1.5 rounded-full bg-muted py-0.5 pr-2.5 pl-0.5 text-xs">
                            <Avatar name={person.displayName} src={person.image} size="xs" />
                            {person.displayName}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-xs text-muted-foreground">{t('Teams.no-members')}</p>
                    )}
                  </div>
                  {canManage && (
                    <div className="flex shrink-0 flex-wrap gap-2" role="group" aria-label={t('Teams.actions-label', { name: team.name })}>
                      <Button variant="secondary" size="sm" onClick={() => setDialog({ kind: 'members', team })}>
                        <UsersIcon size={16} />
                        {t('Teams.edit-members')}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'rename', team })}>
                        <PencilIcon size={16} />
                        {t('Teams.rename')}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'delete', team })}>
                        <TrashIcon size={16} />
                        {t('Teams.delete')}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </AppQueryState>
      </CardContent>
      {dialog?.kind === 'rename' && <RenameTeamDialog team={dialog.team} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteTeamDialog team={dialog.team} onClose={close} />}
      {dialog?.kind === 'members' && <TeamMembersDialog team={dialog.team} onClose={close} />}
    </Card>
  );
}

import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, NativeSelect, UsersIcon, useToast } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { useSession } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { teamErrorMessage } from './team-errors.ts';

const ORGANISATION = '';

export interface ListTeamControlProps {
  kind: 'campaign' | 'watchlist';
  list: { id: string; teamId: string | null };
}

/**
 * "Visible to": the whole organisation or one team, in a list's header. Members may pick only their own teams
 * (the server refuses others too); people who may not change the list see the team badge alone.
 */
export function ListTeamControl({ kind, list }: ListTeamControlProps) {
  const { t } = useTranslation();
  const api = useTRPC();
  const ability = useAbility();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const selectId = useId();
  const teams = useQuery({ ...api.team.listTeams.queryOptions(), enabled: ability.can('read', 'team') });
  const isAdmin = session?.organization?.orgRole === 'owner' || session?.organization?.orgRole === 'admin';
  const mutation = useMutation(
    api.team.shareList.mutationOptions({
      onSuccess: async (result) => {
        await Promise.all([
          queryClient.invalidateQueries(api.team.listTeams.queryFilter()),
          kind === 'campaign'
            ? queryClient.invalidateQueries(api.campaign.listCampaigns.queryFilter())
            : queryClient.invalidateQueries(api.watchlist.listWatchlists.queryFilter()),
          kind === 'campaign'
            ? queryClient.invalidateQueries(api.campaign.getCampaign.queryFilter({ id: list.id }))
            : queryClient.invalidateQueries(api.watchlist.getWatchlist.queryFilter({ id: list.id })),
        ]);
        const name = teams.data?.find((team) => team.id === result.teamId)?.name;
        toast.show({
          tone: 'success',
          title: name ? t('Teams.share-saved-team', { name }) : t('Teams.share-saved-organisation'),
        });
      },
      onError: (error) => toast.show({ tone: 'critical', title: teamErrorMessage(t, error) }),
    }),
  );
  const current = teams.data?.find((team) => team.id === list.teamId) ?? null;
  const choices = (teams.data ?? []).filter((team) => isAdmin || team.isMine || team.id === list.teamId);
  const canChange = ability.can('update', kind) && teams.isSuccess && (choices.length > 0 || list.teamId !== null);

  if (!canChange) {
    return current ? (
      <Badge tone="sky" title={t('Teams.badge-label', { name: current.name })} data-testid="list-team-badge">
        <UsersIcon size={12} aria-hidden />
        {current.name}
      </Badge>
    ) : null;
  }
  return (
    <div className="flex items-center gap-2" data-testid="list-team-control">
      <label htmlFor={selectId} className="text-sm whitespace-nowrap text-muted-foreground">
        {t('Teams.share-label')}
      </label>
      <NativeSelect
        id={selectId}
        className="min-w-40"
        title={t('Teams.share-hint')}
        value={list.teamId ?? ORGANISATION}
        disabled={mutation.isPending}
        onChange={(event) =>
          mutation.mutate({ kind, id: list.id, teamId: event.target.value === ORGANISATION ? null : event.target.value })
        }
      >
        <option value={ORGANISATION}>{t('Teams.share-organisation')}</option>
        {choices.map((team) => (
          <option key={team.id} value={team.id}>
            {t('Teams.share-team', { name: team.name })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

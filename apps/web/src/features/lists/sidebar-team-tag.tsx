import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../lib/ability.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * A small tag with the team a campaign or watchlist is shared with, beside its name in the sidebar. Lists without a
 * team (the whole organisation's) show nothing. One cached team.listTeams query serves every row.
 */
export function SidebarTeamTag({ teamId }: { teamId: string | null }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const ability = useAbility();
  const teams = useQuery({ ...api.team.listTeams.queryOptions(), enabled: teamId !== null && ability.can('read', 'team') });
  const name = teamId ? teams.data?.find((team) => team.id === teamId)?.name : undefined;
  if (!name) return null;
  return (
    <span
      className="max-w-20 shrink-0 truncate rounded-full bg-sky-soft px-1.5 text-[11px] leading-4 text-sky-strong"
      title={t('Teams.badge-label', { name })}
      data-testid="sidebar-team-tag"
    >
      {name}
    </span>
  );
}

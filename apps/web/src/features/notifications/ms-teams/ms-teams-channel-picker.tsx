import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MsTeamsChannelConnection, MsTeamsTeam } from '@knocklabs/client';
import { useConnectedMsTeamsChannels, useKnockMsTeamsClient, useMsTeamsChannels, useMsTeamsTeams } from '@knocklabs/react-core';
import { Alert, Button, ComboboxInput, ComboboxListbox, NativeSelect, Skeleton, cn, inputClassName, useCombobox } from '@creatorlens/ui';
import { ChatChip, ChatChipList } from '../chat/chat-chips.tsx';
import { searchByName } from '../chat/chat-name-search.ts';
import { msTeamsChannelLabel, postableMsTeamsChannels, sameMsTeamsChannel } from './ms-teams-channels.ts';

/** The Knock object a campaign is: its Teams channel data (`{ connections: [{ ms_teams_team_id, ms_teams_channel_id }] }`). */
const CAMPAIGN_COLLECTION = 'campaigns';

/**
 * The Teams channels a campaign posts its updates to, inside KnockMsTeamsProvider and only once the organisation is
 * connected: the chosen ones as removable "Team › Channel" chips, then a team (searchable; the kit pages through all
 * of them) and one of its channels to add. Archived channels are not offered. Editors change them; everyone else
 * reads them. Each change is saved at once as the campaign object's channel data; the server checks that the user may
 * update the campaign and that the channel exists in Microsoft Graph.
 */
export function MsTeamsChannelPicker({ campaignId, canEdit }: { campaignId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { connectionStatus } = useKnockMsTeamsClient();
  const teams = useMsTeamsTeams({});
  const connected = useConnectedMsTeamsChannels({
    msTeamsChannelsRecipientObject: { objectId: campaignId, collection: CAMPAIGN_COLLECTION },
  });
  const [isAlreadyConnected, setIsAlreadyConnected] = useState(false);
  const teamNames = useMemo(() => new Map(teams.data.map((team) => [team.id, team.displayName])), [teams.data]);

  const connections = connected.data ?? [];
  // The kit hides the teams and channels requests' own failures; a failed connection check is what it reports instead.
  const isFetchError = connectionStatus === 'error';

  function save(next: MsTeamsChannelConnection[]) {
    setIsAlreadyConnected(false);
    void connected.updateConnectedChannels(next);
  }

  if (connected.data === null && connected.loading) return <Skeleton className="h-20 w-full" />;

  return (
    <div className="flex flex-col gap-3" data-testid="ms-teams-channel-picker">
      {connected.error && (
        <Alert tone="critical" role="alert">
          {t('MsTeams.channels-set-error')}
        </Alert>
      )}
      <ChatChipList
        labelId={`ms-teams-chosen-${campaignId}`}
        label={t('MsTeams.chosen-label')}
        emptyText={t('MsTeams.chosen-empty')}
        savingText={connected.updating ? t('MsTeams.saving') : null}
      >
        {connections.map((connection) => (
          <MsTeamsChannelChip
            key={`${connection.ms_teams_team_id}/${connection.ms_teams_channel_id}`}
            connection={connection}
            teamName={teamNames.get(connection.ms_teams_team_id ?? '') ?? null}
            disabled={connected.updating}
            onRemove={canEdit ? () => save(connections.filter((other) => !sameMsTeamsChannel(other, connection))) : null}
          />
        ))}
      </ChatChipList>
      {canEdit && (
        <MsTeamsChannelAdder
          campaignId={campaignId}
          teams={teams.data}
          isLoadingTeams={teams.isLoading && !isFetchError}
          isFetchError={isFetchError}
          isAlreadyConnected={isAlreadyConnected}
          disabled={connected.updating}
          onAdd={(connection) => {
            if (connections.some((other) => sameMsTeamsChannel(other, connection))) {
              setIsAlreadyConnected(true);
              return;
            }
            save([...connections, connection]);
          }}
          onChange={() => setIsAlreadyConnected(false)}
        />
      )}
    </div>
  );
}

/** One chosen channel; its name comes from its team's channel list (shared with the adder through the kit's cache). */
function MsTeamsChannelChip({
  connection,
  teamName,
  disabled,
  onRemove,
}: {
  connection: MsTeamsChannelConnection;
  teamName: string | null;
  disabled: boolean;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation();
  const channels = useMsTeamsChannels({ teamId: connection.ms_teams_team_id });
  const channelName = channels.data.find((channel) => channel.id === connection.ms_teams_channel_id)?.displayName ?? null;
  const name = msTeamsChannelLabel(connection, teamName, channelName);
  return <ChatChip label={name} removeLabel={t('MsTeams.channel-remove', { name })} disabled={disabled} onRemove={onRemove} />;
}

/** Choose a team (combobox over all of the organisation's teams), then one of its channels, then "Add channel". */
function MsTeamsChannelAdder({
  campaignId,
  teams,
  isLoadingTeams,
  isFetchError,
  isAlreadyConnected,
  disabled,
  onAdd,
  onChange,
}: {
  campaignId: string;
  teams: readonly MsTeamsTeam[];
  isLoadingTeams: boolean;
  isFetchError: boolean;
  isAlreadyConnected: boolean;
  disabled: boolean;
  onAdd: (connection: MsTeamsChannelConnection) => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [team, setTeam] = useState<MsTeamsTeam | null>(null);
  const [channelId, setChannelId] = useState('');
  const channels = useMsTeamsChannels({ teamId: team?.id });
  const postable = useMemo(() => postableMsTeamsChannels(channels.data), [channels.data]);
  const options = useMemo(() => searchByName(teams, query, (option) => option.displayName), [teams, query]);

  const combobox = useCombobox<MsTeamsTeam>({
    options,
    isOpen,
    onOpenChange: setIsOpen,
    onSelect: (chosen) => {
      setTeam(chosen);
      setQuery(chosen.displayName);
      setChannelId('');
      setIsOpen(false);
      onChange();
    },
  });

  const teamInputId = `ms-teams-team-${campaignId}`;
  const channelSelectId = `ms-teams-channel-${campaignId}`;
  const channelHint =
    team === null
      ? t('MsTeams.channel-choose-team-first')
      : channels.isLoading && postable.length === 0
        ? t('MsTeams.channels-loading')
        : postable.length === 0
          ? isFetchError
            ? t('MsTeams.channels-fetch-error')
            : t('MsTeams.channels-empty')
          : t('MsTeams.channel-placeholder');

  return (
    <div className="flex flex-col gap-3">
      <div className="relative flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={teamInputId} className="text-sm font-medium">
          {t('MsTeams.team-label')}
        </label>
        <ComboboxInput
          combobox={combobox}
          id={teamInputId}
          type="search"
          autoComplete="off"
          placeholder={t('MsTeams.team-placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setTeam(null);
            setChannelId('');
            setIsOpen(true);
            onChange();
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          className={cn(inputClassName, 'h-9')}
        />
        <div
          hidden={!combobox.isOpen}
          className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-xl border border-border bg-surface shadow-popover"
        >
          <ComboboxListbox
            combobox={combobox}
            label={t('MsTeams.teams-list-label')}
            getOptionKey={(option) => option.id}
            isLoading={isLoadingTeams && teams.length === 0}
            loadingMessage={t('MsTeams.teams-loading')}
            emptyMessage={
              isFetchError
                ? t('MsTeams.channels-fetch-error')
                : teams.length === 0
                  ? t('MsTeams.teams-empty')
                  : t('MsTeams.teams-no-match', { query: query.trim() })
            }
            announcement={options.length > 0 ? t('MsTeams.teams-count', { count: options.length }) : undefined}
            className="max-h-64 overflow-y-auto p-1.5"
            optionClassName="flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm"
            renderOption={(option) => <span className="min-w-0 flex-1 truncate">{option.displayName}</span>}
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={channelSelectId} className="text-sm font-medium">
          {t('MsTeams.channel-label')}
        </label>
        <NativeSelect
          id={channelSelectId}
          value={channelId}
          disabled={team === null || postable.length === 0}
          onChange={(event) => {
            setChannelId(event.target.value);
            onChange();
          }}
          className="h-9"
        >
          <option value="">{channelHint}</option>
          {postable.map((channel) => (
            <option key={channel.id} value={channel.id}>
              {channel.membershipType === 'private' ? `${channel.displayName} (${t('MsTeams.channel-private')})` : channel.displayName}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        variant="secondary"
        disabled={disabled || team === null || channelId === ''}
        onClick={() => team && onAdd({ ms_teams_team_id: team.id, ms_teams_channel_id: channelId })}
      >
        {t('MsTeams.channel-add')}
      </Button>
      {isAlreadyConnected && (
        <p role="alert" className="text-sm text-critical-strong sm:basis-full">
          {t('MsTeams.error-already-connected')}
        </p>
      )}
    </div>
  );
}

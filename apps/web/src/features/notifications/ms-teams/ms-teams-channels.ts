import type { MsTeamsChannel, MsTeamsChannelConnection } from '@knocklabs/client';

/** The channels of a team that can receive updates (archived ones cannot), alphabetically. */
export function postableMsTeamsChannels(channels: readonly MsTeamsChannel[]): MsTeamsChannel[] {
  return channels.filter((channel) => !channel.isArchived).sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** Whether two connections name the same channel of the same team. */
export function sameMsTeamsChannel(a: MsTeamsChannelConnection, b: MsTeamsChannelConnection): boolean {
  return a.ms_teams_team_id === b.ms_teams_team_id && a.ms_teams_channel_id === b.ms_teams_channel_id;
}

/**
 * "Team › Channel" for a chosen channel. A team or channel the lists do not (yet) have, such as one archived or
 * renamed away or not loaded, still shows by its id.
 */
export function msTeamsChannelLabel(connection: MsTeamsChannelConnection, teamName: string | null, channelName: string | null): string {
  return `${teamName ?? connection.ms_teams_team_id ?? '?'} › ${channelName ?? connection.ms_teams_channel_id ?? '?'}`;
}

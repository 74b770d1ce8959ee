import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../../errors.ts';
import { MS_TEAMS_CHANNEL_ID } from '../constants.ts';
import {
  forgetMsTokens,
  getMsToken,
  isConsentGone,
  listMsTeams,
  listMsTeamsChannels,
  MsTeamsApiError,
  type MsTeamsApiSettings,
  type MsTeamsChannel,
  type MsTeamsTeam,
  type TeamsQuery,
} from './ms-teams-api.ts';

/**
 * An organisation's Microsoft Teams connection, kept where Knock keeps it: the tenant's channel data for the Teams
 * channel holds `ms_teams_tenant_id`, the customer's Microsoft tenant whose admin consented to our app. It is not a
 * secret (the app's own credentials are the operator's settings), so it is stored as it is.
 */
export interface MsTeamsDeps {
  db: Database;
  msTeams: MsTeamsApiSettings;
}

/** The message the Teams kit shows when no tenant is connected. */
const MS_TEAMS_TENANT_NOT_SET = 'Microsoft Teams tenant ID not set.';
const TENANTS = '$tenants';
/** Microsoft tenant ids are GUIDs. */
const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tenantRow = (organizationId: string) =>
  and(
    eq(schema.notificationChannelData.collection, TENANTS),
    eq(schema.notificationChannelData.objectId, organizationId),
    eq(schema.notificationChannelData.channelId, MS_TEAMS_CHANNEL_ID),
  );

export async function readMsTeamsTenantId(db: Database, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ data: schema.notificationChannelData.data })
    .from(schema.notificationChannelData)
    .where(tenantRow(organizationId));
  const value = row?.data.ms_teams_tenant_id;
  return typeof value === 'string' && value ? value : null;
}

async function requireMsTeamsTenant(db: Database, organizationId: string): Promise<string> {
  const tenantId = await readMsTeamsTenantId(db, organizationId);
  if (!tenantId) throw new AppError('NOT_FOUND', MS_TEAMS_TENANT_NOT_SET);
  return tenantId;
}

/** Forgets the organisation's tenant; true when there was one (so one of several racing jobs tells the admins). */
export async function removeMsTeamsTenant(db: Database, organizationId: string): Promise<boolean> {
  const removed = await db
    .delete(schema.notificationChannelData)
    .where(tenantRow(organizationId))
    .returning({ objectId: schema.notificationChannelData.objectId });
  return removed.length > 0;
}

/** A rate limit that keeps Microsoft's wait, so the route can pass it on as Retry-After (the kit waits that long). */
export class MsTeamsRateLimitedError extends AppError {
  constructor(readonly retryAfterMs: number | null) {
    super('RATE_LIMITED', 'Microsoft Teams asks us to wait; try again in a moment.');
    this.name = 'MsTeamsRateLimitedError';
  }
}

/** Provider refusals become clear client errors; a withdrawn consent also disconnects the organisation. */
async function translated<T>(deps: MsTeamsDeps, organizationId: string, tenantId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof MsTeamsApiError)) throw error;
    if (isConsentGone(error)) {
      await removeMsTeamsTenant(deps.db, organizationId);
      forgetMsTokens(tenantId);
      throw new AppError('FORBIDDEN', 'Microsoft Teams refused the connection; an admin needs to connect it again.');
    }
    if (error.status === 404) throw new AppError('NOT_FOUND', 'Microsoft Teams does not know this team.');
    if (error.code === 'rate_limited') throw new MsTeamsRateLimitedError(error.retryAfterMs);
    // Anything else is the provider failing, not the caller: the route answers 502 with the provider's code.
    throw error;
  }
}

/** Whether the app may still act in the organisation's Microsoft tenant (a token is issued only while consent holds). */
export async function checkMsTeamsAuth(
  deps: MsTeamsDeps,
  organizationId: string,
): Promise<{ connection: { ok: boolean; reason?: string } }> {
  const tenantId = await requireMsTeamsTenant(deps.db, organizationId);
  // A cached token outlives a withdrawn consent by up to an hour; the check must ask Microsoft for a fresh one.
  forgetMsTokens(tenantId);
  try {
    await getMsToken(deps.msTeams, tenantId);
    return { connection: { ok: true } };
  } catch (error) {
    if (!(error instanceof MsTeamsApiError)) throw error;
    if (isConsentGone(error)) await removeMsTeamsTenant(deps.db, organizationId);
    return { connection: { ok: false, reason: error.code } };
  }
}

export async function listOrganizationMsTeams(
  deps: MsTeamsDeps,
  organizationId: string,
  query: TeamsQuery,
): Promise<{ ms_teams_teams: MsTeamsTeam[]; skip_token: string | null }> {
  const tenantId = await requireMsTeamsTenant(deps.db, organizationId);
  const page = await translated(deps, organizationId, tenantId, () => listMsTeams(deps.msTeams, tenantId, query));
  return { ms_teams_teams: page.teams, skip_token: page.skipToken };
}

export async function listOrganizationMsTeamsChannels(
  deps: MsTeamsDeps,
  organizationId: string,
  teamId: string,
  query: Pick<TeamsQuery, '$filter' | '$select'>,
): Promise<{ ms_teams_channels: MsTeamsChannel[] }> {
  const tenantId = await requireMsTeamsTenant(deps.db, organizationId);
  const channels = await translated(deps, organizationId, tenantId, () => listMsTeamsChannels(deps.msTeams, tenantId, teamId, query));
  return { ms_teams_channels: channels };
}

/**
 * Finishes the admin-consent flow: Microsoft redirected back with the customer's tenant id. Stored only after a token
 * for that tenant is issued (proof the consent took effect). CONFLICT "Error: already connected" when one is stored.
 */
export async function connectMsTeamsTenant(deps: MsTeamsDeps, input: { organizationId: string; msTenantId: string }): Promise<void> {
  if (!TENANT_ID.test(input.msTenantId)) throw new AppError('VALIDATION', 'The Microsoft tenant id is not valid.');
  if (await readMsTeamsTenantId(deps.db, input.organizationId)) throw new AppError('CONFLICT', 'Error: already connected');
  forgetMsTokens(input.msTenantId);
  // Not translated: the callback tells a refused token ("exchange_failed") apart from a refused user ("forbidden").
  await getMsToken(deps.msTeams, input.msTenantId);
  const table = schema.notificationChannelData;
  const written = await deps.db
    .insert(table)
    .values({
      collection: TENANTS,
      objectId: input.organizationId,
      channelId: MS_TEAMS_CHANNEL_ID,
      data: { ms_teams_tenant_id: input.msTenantId },
    })
    .onConflictDoNothing()
    .returning({ objectId: table.objectId });
  if (written.length === 0) throw new AppError('CONFLICT', 'Error: already connected');
}

/**
 * Disconnects: the stored tenant is forgotten. Microsoft has no API for an app to withdraw a tenant's admin consent;
 * the README tells admins where they remove the app in their tenant if they want that too. Answers the kit's "ok".
 */
export async function revokeMsTeamsAccess(deps: MsTeamsDeps, organizationId: string): Promise<'ok'> {
  const tenantId = await readMsTeamsTenantId(deps.db, organizationId);
  await removeMsTeamsTenant(deps.db, organizationId);
  if (tenantId) forgetMsTokens(tenantId);
  return 'ok';
}

/** The channel as Graph lists it in that team now, or null when the team or channel does not exist in the tenant. */
export async function findMsTeamsChannel(
  deps: MsTeamsDeps,
  organizationId: string,
  input: { teamId: string; channelId: string },
): Promise<MsTeamsChannel | null> {
  try {
    const { ms_teams_channels } = await listOrganizationMsTeamsChannels(deps, organizationId, input.teamId, {});
    return ms_teams_channels.find((channel) => channel.id === input.channelId) ?? null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

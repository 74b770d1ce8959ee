import { AppError } from '../errors.ts';
import { FEED_CHANNEL_ID, GUIDE_CHANNEL_ID, MS_TEAMS_CHANNEL_ID, NOTIFY_PUBLIC_KEY, SLACK_CHANNEL_ID } from './constants.ts';
import { getNotifyKeys, signUserToken } from './user-token.ts';
import type { Dependencies } from '../dependencies.ts';

/**
 * Everything the browser's Knock client needs: our origin as host, the public key and a fresh user token for the
 * signed-in user, bound to this session (`sid`: sign-out, ban or guest expiry end it within seconds). The secret
 * key never leaves the server.
 */
export async function getNotificationClientConfig(
  deps: Dependencies & {
    host: string;
    slack?: { clientId: string; authorizeUrl: string } | null;
    msTeams?: { clientId: string; adminConsentUrl: string } | null;
  },
  now = new Date(),
) {
  if (deps.actor.isGuest && deps.actor.guestExpiresAt && deps.actor.guestExpiresAt <= now) {
    throw new AppError('GUEST_EXPIRED', 'The guest session has expired.');
  }
  const keys = await getNotifyKeys(deps.db);
  const { token, expiresAt } = signUserToken(keys, { userId: deps.actor.userId, sessionId: deps.actor.sessionId }, now);
  return {
    host: deps.host,
    publicKey: NOTIFY_PUBLIC_KEY,
    userId: deps.actor.userId,
    userToken: token,
    userTokenExpiresAt: expiresAt.getTime(),
    feedChannelId: FEED_CHANNEL_ID,
    guideChannelId: GUIDE_CHANNEL_ID,
    // Null when the installation has no Slack app: the web app then tells admins how to set one up.
    slack: deps.slack ? { channelId: SLACK_CHANNEL_ID, clientId: deps.slack.clientId, authorizeUrl: deps.slack.authorizeUrl } : null,
    msTeams: deps.msTeams
      ? { channelId: MS_TEAMS_CHANNEL_ID, clientId: deps.msTeams.clientId, adminConsentUrl: deps.msTeams.adminConsentUrl }
      : null,
  };
}

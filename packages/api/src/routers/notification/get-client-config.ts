import { z } from 'zod';
import { getNotificationClientConfig } from '@creatorlens/core/notifications';
import { authedProcedure } from '../../trpc.ts';

/**
 * notification.getClientConfig: what the browser's Knock client needs, with a fresh user token. Calling it again
 * is how the web app refreshes the token before it expires.
 */
export const getClientConfigProcedure = authedProcedure
  .output(
    z.object({
      host: z.string(),
      publicKey: z.string(),
      userId: z.string(),
      userToken: z.string(),
      userTokenExpiresAt: z.number(),
      feedChannelId: z.string(),
      guideChannelId: z.string(),
      // null when the operator configured no Slack app (SLACK_CLIENT_ID); the web app then says so to admins.
      slack: z.object({ channelId: z.string(), clientId: z.string(), authorizeUrl: z.string() }).nullable(),
      // null when the operator configured no Microsoft Teams app (MS_TEAMS_CLIENT_ID).
      msTeams: z.object({ channelId: z.string(), clientId: z.string(), adminConsentUrl: z.string() }).nullable(),
    }),
  )
  .query(({ ctx }) =>
    getNotificationClientConfig(
      { db: ctx.db, actor: ctx.actor, host: ctx.mail.publicUrl, slack: ctx.slack ?? null, msTeams: ctx.msTeams ?? null },
      ctx.now(),
    ),
  );

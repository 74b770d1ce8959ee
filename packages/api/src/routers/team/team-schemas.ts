import { z } from 'zod';
import { MAX_TEAM_MEMBERS_PER_REQUEST } from '@creatorlens/contracts';

/** Team and user ids are better-auth's text ids (not always uuids): non-blank and bounded. */
export const teamIdSchema = (name: string) => z.string().trim().min(1, `${name} is required`).max(100, `${name} is too long`);

export const teamRefOutput = z.object({ id: z.string(), name: z.string() });

export const teamOutput = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(z.object({ userId: z.string(), displayName: z.string(), image: z.string().nullable() })),
  isMine: z.boolean(),
  campaignCount: z.number(),
  watchlistCount: z.number(),
  createdAt: z.number(),
});

export const teamMembersInput = z
  .array(teamIdSchema('userIds[]'))
  .min(1, 'userIds must name at least one person')
  .max(MAX_TEAM_MEMBERS_PER_REQUEST, `userIds: at most ${MAX_TEAM_MEMBERS_PER_REQUEST} people per request`);

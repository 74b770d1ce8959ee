import { z } from 'zod';
import { invitationRoleSchema } from '@creatorlens/contracts';
import { getInvitation } from '@creatorlens/core/members';
import { publicProcedure } from '../../trpc.ts';
import { idSchema } from '../member/member-schemas.ts';

export const getInvitationInput = z.strictObject({ invitationId: idSchema('invitationId') });

/** Public: what the accept page shows (organisation, inviter, email, role, status); signed-out visitors too. */
export const getInvitationProcedure = publicProcedure
  .input(getInvitationInput)
  .output(
    z.object({
      id: z.string(),
      organizationName: z.string(),
      organizationLogo: z.string().nullable(),
      inviterName: z.string().nullable(),
      email: z.string(),
      role: invitationRoleSchema,
      status: z.enum(['pending', 'accepted', 'canceled', 'expired']),
      expiresAt: z.number(),
    }),
  )
  .query(({ ctx, input }) => getInvitation({ db: ctx.db }, input, ctx.now()));

import { getGuestExpiration } from '@creatorlens/core/users';
import { authedProcedure } from '../../trpc.ts';
import { guestExpirationOutput } from './user-schemas.ts';

export const getGuestExpirationProcedure = authedProcedure
  .output(guestExpirationOutput)
  .query(({ ctx }) => getGuestExpiration({ actor: ctx.actor }));

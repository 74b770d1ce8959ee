import { getGuestExpiration } from '@creatorlens/core';
import { authedProcedure } from '../../trpc.ts';

export const getGuestExpirationProcedure = authedProcedure.query(({ ctx }) => getGuestExpiration({ actor: ctx.actor }));

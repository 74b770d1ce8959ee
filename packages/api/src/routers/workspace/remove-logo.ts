import { removeLogo } from '@creatorlens/core/workspace';
import { authedProcedure } from '../../trpc.ts';
import { workspaceOutput } from './workspace-output.ts';

export const removeLogoProcedure = authedProcedure
  .output(workspaceOutput)
  .mutation(({ ctx }) => removeLogo({ db: ctx.db, actor: ctx.actor }));

import { getWorkspace } from '@creatorlens/core/workspace';
import { authedProcedure } from '../../trpc.ts';
import { workspaceOutput } from './workspace-output.ts';

/** The active organisation's name, logo and default language. Takes no input. */
export const getWorkspaceProcedure = authedProcedure
  .output(workspaceOutput)
  .query(({ ctx }) => getWorkspace({ db: ctx.db, actor: ctx.actor }));

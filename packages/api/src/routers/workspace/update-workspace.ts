import { z } from 'zod';
import { workspaceFormSchema } from '@creatorlens/contracts';
import { updateWorkspace } from '@creatorlens/core/workspace';
import { authedProcedure } from '../../trpc.ts';
import { workspaceOutput } from './workspace-output.ts';

/** The general form's fields (contracts' workspaceFormSchema), and nothing else. */
export const updateWorkspaceInput = z.strictObject(workspaceFormSchema.shape);

export const updateWorkspaceProcedure = authedProcedure
  .input(updateWorkspaceInput)
  .output(workspaceOutput)
  .mutation(({ ctx, input }) => updateWorkspace({ db: ctx.db, actor: ctx.actor }, input));

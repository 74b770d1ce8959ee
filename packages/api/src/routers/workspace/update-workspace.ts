import { z } from 'zod';
import { ORGANIZATION_NAME_MAX_LENGTH } from '@creatorlens/contracts/accounts';
import { WORKSPACE_LANGUAGES, updateWorkspace } from '@creatorlens/core/workspace';
import { authedProcedure } from '../../trpc.ts';
import { workspaceOutput } from './workspace-output.ts';

export const updateWorkspaceInput = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .max(ORGANIZATION_NAME_MAX_LENGTH, `name has at most ${ORGANIZATION_NAME_MAX_LENGTH} characters`),
  defaultLanguage: z.enum(WORKSPACE_LANGUAGES, { error: "defaultLanguage must be 'en' or 'de'" }),
});

export const updateWorkspaceProcedure = authedProcedure
  .input(updateWorkspaceInput)
  .output(workspaceOutput)
  .mutation(({ ctx, input }) => updateWorkspace({ db: ctx.db, actor: ctx.actor }, input));

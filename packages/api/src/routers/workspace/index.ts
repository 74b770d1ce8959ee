import { router } from '../../trpc.ts';
import { getMailStatusProcedure } from './get-mail-status.ts';
import { getWorkspaceProcedure } from './get-workspace.ts';
import { removeLogoProcedure } from './remove-logo.ts';
import { updateWorkspaceProcedure } from './update-workspace.ts';
import { uploadLogoProcedure } from './upload-logo.ts';

export const workspaceRouter = router({
  getWorkspace: getWorkspaceProcedure,
  updateWorkspace: updateWorkspaceProcedure,
  uploadLogo: uploadLogoProcedure,
  removeLogo: removeLogoProcedure,
  getMailStatus: getMailStatusProcedure,
});

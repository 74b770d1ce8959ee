import { router } from '../../trpc.ts';
import { addTeamMembersProcedure } from './add-members.ts';
import { createTeamProcedure } from './create-team.ts';
import { deleteTeamProcedure } from './delete-team.ts';
import { listTeamsProcedure } from './list-teams.ts';
import { removeTeamMemberProcedure } from './remove-member.ts';
import { shareListProcedure } from './share-list.ts';
import { updateTeamProcedure } from './update-team.ts';

export const teamRouter = router({
  listTeams: listTeamsProcedure,
  createTeam: createTeamProcedure,
  updateTeam: updateTeamProcedure,
  deleteTeam: deleteTeamProcedure,
  addMembers: addTeamMembersProcedure,
  removeMember: removeTeamMemberProcedure,
  shareList: shareListProcedure,
});

export { teamVisibleTo, requireTeamListAccess, type TeamViewer } from './team-scope.ts';
export { requireTeam, listTeams, createTeam, renameTeam, deleteTeam } from './teams.ts';
export { addTeamMembers, removeTeamMember } from './team-members.ts';

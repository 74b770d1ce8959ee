export * from './team-scope.ts';
export * from './teams.ts';
export * from './team-members.ts';

// Sharing a campaign or watchlist with a team: writes both list kinds and tells open tabs. Above teams (the team
// scope every list query applies), campaigns, watchlists and notifications, so none of them imports it.
export { shareListWithTeam } from './share-list-with-team.ts';

// Exports of the home area.
export { getHomeOverview } from './get-home-overview.ts';

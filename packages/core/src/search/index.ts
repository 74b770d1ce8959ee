// Exports of the search area.
export { searchEverything } from './search-everything.ts';

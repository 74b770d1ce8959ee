// Exports of the shares area: read-only links that hand a watchlist or a campaign shortlist to a client (issue 39).
export { createShareLink, listShareLinks, revokeShareLink } from './share-links.ts';
export { openShareLink, type SharedRow, type SharedList } from './open-share-link.ts';

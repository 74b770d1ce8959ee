// Exports of the shares area: read-only links that hand a watchlist or a campaign shortlist to a client (issue 39).
export * from './share-secrets.ts';
export * from './share-links.ts';
export * from './open-share-link.ts';

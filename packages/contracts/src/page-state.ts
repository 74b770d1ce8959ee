/**
 * The ids of the inert JSON script elements (`<script type="application/json">`) the server writes into a page's HTML
 * so the browser's first render needs no request for what the server already knew.
 */

/** The signed-in user's session (or null for a visitor) in the app's document (apps/server/src/http/web-assets.ts). */
export const SESSION_STATE_ELEMENT_ID = 'session-state';

/** A visitor's artist page: `{ slug, artist }`, the answer site.getPublicArtist would give (http/prerender.ts). */
export const PUBLIC_ARTIST_STATE_ELEMENT_ID = 'public-artist-state';

import './styles.css';
import { SESSION_STATE_ELEMENT_ID, VISITOR_SITE_ENTRY_PATHS } from '@creatorlens/contracts/page-state';
import { initTheme } from './lib/theme.ts';
import { probeSession } from './site/session-probe.ts';
import { SITE_STATE_ELEMENT_ID } from './site/ssr/site-page-state.ts';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Two entries share this file. The site's own entry (site/ssr/site-entry.tsx: the site frame and the marketing pages,
// no router, no data layer, no app shell) hydrates the public pages the server rendered for an anonymous visitor; it
// also renders a visitor's sign-in and sign-up pages (VISITOR_SITE_ENTRY_PATHS), and "/" for visitors when the server
// could not. Everything else, and "/" for signed-in users (home), boots the full app. Links from the site's pages are
// plain page loads, so the full app starts fresh where it is needed.
//
// A one-segment path may be an artist page, which is public for visitors and the app's for signed-in users: the
// router must know which before it reads the first location (routes/public-artist-rewrite.ts), so ask here too.
const path = window.location.pathname;
const isServerRenderedSite = document.getElementById(SITE_STATE_ELEMENT_ID) !== null;
const isLanding = path === '/';
const isSiteEntryPath = VISITOR_SITE_ENTRY_PATHS.includes(path.replace(/(.)\/$/, '$1'));
const mayBeArtistPage = /^\/[^/]+\/?$/.test(path);

/**
 * The session the server put into the app's HTML (apps/server/src/http/web-assets.ts): the user's, or null for a
 * visitor; undefined when the page came without it (then it is asked for).
 */
function readServedSession(): unknown {
  const text = document.getElementById(SESSION_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

if (isServerRenderedSite) {
  const { readSitePageState, startSite } = await import('./site/ssr/site-entry.tsx');
  await startSite(container, readSitePageState());
} else {
  const servedSession = readServedSession();
  // A visitor's sign-in page needs none of the app: the server said so by serving it without a session.
  const isVisitorSiteEntryPage = isSiteEntryPath && servedSession === null;
  if (!isLanding && !isVisitorSiteEntryPage) void import('./app-entry.tsx');
  const knownSession = servedSession !== undefined ? servedSession : isLanding || mayBeArtistPage ? await probeSession() : undefined;
  if ((isLanding || isVisitorSiteEntryPage) && knownSession === null) {
    const { startSite } = await import('./site/ssr/site-entry.tsx');
    await startSite(container, null);
  } else {
    const { renderApp } = await import('./app-entry.tsx');
    await renderApp(container, knownSession);
  }
}

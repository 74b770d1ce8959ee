import './styles.css';
import { initTheme } from './lib/theme.ts';
import { probeSession } from './site/session-probe.ts';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Two entries share this file. Visitors on "/" get the landing's own small entry (site frame and copy, no router,
// no data layer, no app shell): the server already sent the page as HTML, and the landing's JavaScript budget is
// 100 KB. Everything else, and "/" for signed-in users (home), boots the full app. Links from the landing are plain
// page loads, so the full app starts fresh wherever a visitor goes next.
//
// A one-segment path may be an artist page, which is public for visitors and the app's for signed-in users: the
// router must know which before it reads the first location (routes/public-artist-rewrite.ts), so ask here too.
const path = window.location.pathname;
const isLanding = path === '/';
const mayBeArtistPage = /^\/[^/]+\/?$/.test(path);
if (!isLanding) void import('./app-entry.tsx');
const knownSession = isLanding || mayBeArtistPage ? await probeSession() : undefined;
if (isLanding && knownSession === null) {
  const { renderLanding } = await import('./site/landing-app.tsx');
  await renderLanding(container);
} else {
  const { renderApp } = await import('./app-entry.tsx');
  await renderApp(container, knownSession);
}

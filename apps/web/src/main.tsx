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
const landingSession = window.location.pathname === '/' ? await probeSession() : undefined;
if (landingSession === null) {
  const { renderLanding } = await import('./site/landing-app.tsx');
  await renderLanding(container);
} else {
  const { renderApp } = await import('./app-entry.tsx');
  await renderApp(container, landingSession);
}

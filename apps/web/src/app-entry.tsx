import { StrictMode } from 'react';
import { PUBLIC_ARTIST_STATE_ELEMENT_ID } from '@creatorlens/contracts/page-state';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { changeLanguage, i18n, initI18n } from './lib/i18n.ts';
import { detectLocale } from './lib/detect-locale.ts';
import { router } from './router.tsx';
import { queryClient } from './lib/query-client.ts';
import { trpc, type RouterOutputs } from './lib/trpc.ts';
import { sessionQueryOptions, type SessionData } from './lib/session.ts';
import { STORAGE_KEYS, renewPreferenceCookies } from './lib/storage.ts';
import { initTheme } from './lib/theme.ts';

/** How long the first render waits for the first route's data before it shows the route's pending state. */
const FIRST_LOAD_WAIT_MS = 1_000;

type PublicArtistData = RouterOutputs['site']['getPublicArtist'];

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A visitor's artist page comes with site.getPublicArtist's answer in its HTML (apps/server/src/http/prerender.ts):
 * into the query cache with it, so the route's loader finds it instead of asking the server again.
 */
function primeServedArtist(): void {
  const text = document.getElementById(PUBLIC_ARTIST_STATE_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const { slug, artist } = JSON.parse(text) as { slug: string; artist: PublicArtistData };
    queryClient.setQueryData(trpc.site.getPublicArtist.queryKey({ slug }), artist);
  } catch {
    // Unreadable state: the loader asks the server, as without it.
  }
}

/**
 * Preferences kept only in local storage (older than their cookie, or outlived its year) get their cookie back once
 * the first frame is drawn: the page's first local storage read waits for the browser to open the storage area (a few
 * ms, tens on a busy machine), and the first render reads the cookies only. A theme or language renewed this way is
 * applied then (once a year at most, for someone who had not opened the app for that long).
 */
function renewPreferencesWhenIdle(): void {
  const renew = () => {
    const renewed = renewPreferenceCookies();
    if (renewed.includes(STORAGE_KEYS.theme)) initTheme();
    if (!renewed.includes(STORAGE_KEYS.language)) return;
    const locale = detectLocale();
    if (locale !== i18n.language) void changeLanguage(locale);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(renew, { timeout: 2_000 });
  else setTimeout(renew, 500);
}

/**
 * Boots the full app (router, TanStack Query, tRPC, shell). `knownSession` is the answer main.tsx already has for
 * "/" so the root route does not ask the server again.
 */
export async function renderApp(container: HTMLElement, knownSession: unknown): Promise<void> {
  initTheme();
  if (knownSession !== undefined) queryClient.setQueryData(sessionQueryOptions().queryKey, knownSession as SessionData | null);
  primeServedArtist();
  // The first render must not suspend: a Suspense fallback shown then holds every later reveal back by React's 300 ms
  // fallback throttle. So the catalogue and the first location's route (its lazy chunks, guards and loaders) are
  // loaded before it, side by side. A slow loader does not hold the page back longer than FIRST_LOAD_WAIT_MS; the
  // router then shows its pending state as before.
  const firstRoute = Promise.race([router.load().catch(() => undefined), delay(FIRST_LOAD_WAIT_MS)]);
  await Promise.all([initI18n(), firstRoute]);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  renewPreferencesWhenIdle();
}

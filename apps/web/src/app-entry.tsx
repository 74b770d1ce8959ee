import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { sessionQueryOptions, type SessionData } from './lib/session.ts';
import { renewPreferenceCookies } from './lib/storage.ts';
import { initTheme } from './lib/theme.ts';

/**
 * Boots the full app (router, TanStack Query, tRPC, shell). `knownSession` is the answer main.tsx already has for
 * "/" so the root route does not ask the server again.
 */
export async function renderApp(container: HTMLElement, knownSession: unknown): Promise<void> {
  // Preferences kept only in local storage (older than their cookie, or outlived its year) get their cookie back
  // before the theme and the language are read from it.
  renewPreferenceCookies();
  initTheme();
  if (knownSession !== undefined) queryClient.setQueryData(sessionQueryOptions().queryKey, knownSession as SessionData | null);
  // The UI renders in the user's language from the first paint; the catalogue is the only thing awaited.
  await initI18n();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

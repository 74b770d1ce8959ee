import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readPreference, writePreference } from '../lib/storage.ts';

/**
 * The visitor's privacy choice. Nothing optional (analytics, marketing) exists today, so the choice is only
 * recorded; anything optional added later must check `hasOptionalConsent()` before it loads.
 */
export type ConsentChoice = 'accepted' | 'rejected';

export const CONSENT_STORAGE_KEY = STORAGE_KEYS.consent;

const listeners = new Set<() => void>();
let isBannerForcedOpen = false;
/** The choice the server rendered the page with (its cookie): hydration starts from it so the markup matches. */
let renderedChoice: ConsentChoice | null = null;

/**
 * The stored choice (its cookie), else the one the server rendered the page with: the banner must not reopen once the
 * page is hydrated when the cookie cannot be read here.
 */
function storedChoice(): ConsentChoice | null {
  const value = readPreference(CONSENT_STORAGE_KEY);
  return isConsentChoice(value) ? value : renderedChoice;
}

const notify = () => listeners.forEach((listener) => listener());

export function saveConsent(choice: ConsentChoice): void {
  writePreference(CONSENT_STORAGE_KEY, choice);
  isBannerForcedOpen = false;
  notify();
}

/** The footer's "cookie settings" action. */
export function reopenConsentBanner(): void {
  isBannerForcedOpen = true;
  // The mark the early click handler sets before hydration (apps/server/src/http/first-paint.ts) hides the banner.
  document.documentElement.removeAttribute('data-consent-chosen');
  notify();
}

export const hasOptionalConsent = (): boolean => storedChoice() === 'accepted';

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called before rendering on the server and before hydrating. */
export function setRenderedConsent(choice: ConsentChoice | null): void {
  renderedChoice = choice;
}

export const isConsentChoice = (value: unknown): value is ConsentChoice => value === 'accepted' || value === 'rejected';

export function useConsent(): { choice: ConsentChoice | null; isBannerOpen: boolean } {
  const choice = useSyncExternalStore(subscribe, storedChoice, () => renderedChoice);
  const isForced = useSyncExternalStore(
    subscribe,
    () => isBannerForcedOpen,
    () => false,
  );
  return { choice, isBannerOpen: isForced || choice === null };
}

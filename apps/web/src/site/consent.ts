import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../lib/storage.ts';

/**
 * The visitor's privacy choice. Nothing optional (analytics, marketing) exists today, so the choice is only
 * recorded; anything optional added later must check `hasOptionalConsent()` before it loads.
 */
export type ConsentChoice = 'accepted' | 'rejected';

export const CONSENT_STORAGE_KEY = 'creatorlens-consent';

const listeners = new Set<() => void>();
let isBannerForcedOpen = false;

function storedChoice(): ConsentChoice | null {
  const value = readStorage(CONSENT_STORAGE_KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

const notify = () => listeners.forEach((listener) => listener());

export function saveConsent(choice: ConsentChoice): void {
  writeStorage(CONSENT_STORAGE_KEY, choice);
  isBannerForcedOpen = false;
  notify();
}

/** The footer's "cookie settings" action. */
export function reopenConsentBanner(): void {
  isBannerForcedOpen = true;
  notify();
}

export const hasOptionalConsent = (): boolean => storedChoice() === 'accepted';

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): { choice: ConsentChoice | null; isBannerOpen: boolean } {
  const choice = useSyncExternalStore(subscribe, storedChoice);
  const isForced = useSyncExternalStore(subscribe, () => isBannerForcedOpen);
  return { choice, isBannerOpen: isForced || choice === null };
}

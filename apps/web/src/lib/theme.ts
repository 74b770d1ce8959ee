import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readPreference, writePreference } from './storage.ts';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();
// The public pages are also rendered on the server (site/ssr), where there is no window.
const systemDark = typeof window === 'undefined' ? null : window.matchMedia('(prefers-color-scheme: dark)');
/**
 * The theme the server rendered the page's markup for (its cookie, else light). Hydration renders with it, so the
 * markup matches; React then re-renders with the real theme if the visitor's system prefers the other one.
 */
let renderedTheme: Theme = 'light';

function storedTheme(): Theme | null {
  const value = readPreference(STORAGE_KEYS.theme);
  return value === 'light' || value === 'dark' ? value : null;
}

/** The stored choice, else the operating system's preference. */
function currentTheme(): Theme {
  return storedTheme() ?? (systemDark?.matches ? 'dark' : 'light');
}

function apply(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

// Follow the operating system while the user has not chosen explicitly.
systemDark?.addEventListener('change', () => {
  if (!storedTheme()) apply(currentTheme());
});

export function setTheme(theme: Theme): void {
  writePreference(STORAGE_KEYS.theme, theme);
  apply(theme);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => renderedTheme);
}

/** Called before rendering on the server and before hydrating: the theme the server-rendered markup shows. */
export function setRenderedTheme(theme: Theme): void {
  renderedTheme = theme;
}

/** Makes the document match the stored theme (public/preferences-init.js did this before paint already). */
export function initTheme(): void {
  apply(currentTheme());
}

import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage.ts';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();
const systemDark = window.matchMedia('(prefers-color-scheme: dark)');

function storedTheme(): Theme | null {
  const value = readStorage(STORAGE_KEYS.theme);
  return value === 'light' || value === 'dark' ? value : null;
}

/** The stored choice, else the operating system's preference. */
function currentTheme(): Theme {
  return storedTheme() ?? (systemDark.matches ? 'dark' : 'light');
}

function apply(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

// Follow the operating system while the user has not chosen explicitly.
systemDark.addEventListener('change', () => {
  if (!storedTheme()) apply(currentTheme());
});

export function setTheme(theme: Theme): void {
  writeStorage(STORAGE_KEYS.theme, theme);
  apply(theme);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme);
}

/** Makes the document match the stored theme (public/preferences-init.js did this before paint already). */
export function initTheme(): void {
  apply(currentTheme());
}

import { useEffect, useSyncExternalStore } from 'react';
import { useMatch } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';

/**
 * Breadcrumbs come from each route's static data: `staticData: { crumb: 'Shell.crumb-workspace' }` (an i18n key).
 * Routes whose title depends on data (an artist, a campaign) publish it at run time with useCrumbTitle.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    crumb?: ParseKeys;
  }
}

const titles = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function publish(routeId: string, title: string | null): void {
  if (title === null) titles.delete(routeId);
  else titles.set(routeId, title);
  version += 1;
  for (const listener of listeners) listener();
}

/** Sets the breadcrumb title of the route that renders the calling component, for as long as it is mounted. */
export function useCrumbTitle(title: string | null | undefined): void {
  const routeId: string = useMatch({ strict: false, select: (match) => match.routeId as string | undefined }) ?? '__root__';
  useEffect(() => {
    if (!title) return;
    publish(routeId, title);
    return () => publish(routeId, null);
  }, [routeId, title]);
}

/** The run-time crumb titles by route id (re-renders when one changes). */
export function useCrumbTitles(): ReadonlyMap<string, string> {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return titles;
}

import type { ParseKeys } from 'i18next';

/**
 * Breadcrumbs come from each route's static data: `staticData: { crumb: 'Workspace.crumb' }` (an i18n key).
 * Routes whose title depends on data (an artist, a campaign) leave it out and publish the title at run time
 * with useCrumbTitle (shell/breadcrumbs).
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    crumb?: ParseKeys;
  }
}

export {};

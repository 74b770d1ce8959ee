import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/**
 * /workspace and its sub-pages. Each page is its own lazy chunk from its feature folder: the workspace is not
 * on the way to the first screen.
 */
export const workspaceRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'workspace',
  staticData: { crumb: 'Shell.crumb-workspace' },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/workspace/*'] }, () => import('../features/workspace/workspace-layout.tsx')),
    'WorkspaceLayout',
  ),
});

export const workspaceGeneralRoute = createRoute({
  getParentRoute: () => workspaceRoute,
  path: '/',
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/workspace'] }, () => import('../features/workspace/general-page.tsx')),
    'WorkspaceGeneralPage',
  ),
});

export const workspaceMembersRoute = createRoute({
  getParentRoute: () => workspaceRoute,
  path: 'members',
  staticData: { crumb: 'Shell.crumb-members' },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/workspace/members'] }, () => import('../features/members/members-page.tsx')),
    'MembersPage',
  ),
});

export const workspaceTeamsRoute = createRoute({
  getParentRoute: () => workspaceRoute,
  path: 'teams',
  staticData: { crumb: 'Teams.nav' },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/workspace/teams'] }, () => import('../features/teams/teams-page.tsx')),
    'TeamsPage',
  ),
});

export const workspaceCrmRoute = createRoute({
  getParentRoute: () => workspaceRoute,
  path: 'crm',
  staticData: { crumb: 'Shell.crumb-crm' },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/workspace/crm'] }, () => import('../features/crm/crm-fields-page.tsx')),
    'CrmFieldsPage',
  ),
});

export const workspaceCreditsRoute = createRoute({
  getParentRoute: () => workspaceRoute,
  path: 'credits',
  staticData: { crumb: 'Shell.crumb-credits' },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/workspace/credits'] }, () => import('../features/credits/credits-page.tsx')),
    'CreditsPage',
  ),
});

export const workspaceCommentsRoute = createRoute({
  getParentRoute: () => workspaceRoute,
  path: 'comments',
  staticData: { crumb: 'Shell.crumb-comments' },
  component: lazyRouteComponent(
    lazyRoute(
      { entry: 'app', audience: 'signed-in', paths: ['/workspace/comments'] },
      () => import('../features/comments/workspace-comments-page.tsx'),
    ),
    'WorkspaceCommentsPage',
  ),
});

export const workspaceSettingsRoute = createRoute({
  getParentRoute: () => workspaceRoute,
  path: 'settings',
  staticData: { crumb: 'Shell.crumb-settings' },
  component: lazyRouteComponent(
    lazyRoute(
      { entry: 'app', audience: 'signed-in', paths: ['/workspace/settings'] },
      () => import('../features/workspace/settings-page.tsx'),
    ),
    'WorkspaceSettingsPage',
  ),
});

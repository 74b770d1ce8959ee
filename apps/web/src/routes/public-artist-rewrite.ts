import type { AnyRoute, LocationRewrite } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../lib/session.ts';

/** Where the visitors' artist page lives inside the router; the address bar always shows /{artistSlug}. */
export const PUBLIC_ARTIST_PREFIX = '/public-artist';

interface RouteLike {
  options?: { path?: string };
  children?: unknown;
}

/** The first path segments of every route that has a path of its own (discovery, charts, pricing, ...). */
function collectFirstSegments(route: RouteLike, hasParentPath: boolean, into: Set<string>): Set<string> {
  const children = Array.isArray(route.children)
    ? (route.children as RouteLike[])
    : Object.values((route.children ?? {}) as Record<string, RouteLike>);
  for (const child of children) {
    const path = child.options?.path?.replace(/^\//, '');
    if (path && !hasParentPath) {
      const first = path.split('/')[0]!;
      if (first && !first.startsWith('$')) into.add(first);
    }
    collectFirstSegments(child, hasParentPath || Boolean(path), into);
  }
  return into;
}

/**
 * /{artistSlug} is one URL for two pages: the app's artist page for signed-in users and the public artist page for
 * visitors (links and the sitemap keep one address). The router matches by path only, so for a known visitor the
 * location is rewritten on the way in to PUBLIC_ARTIST_PREFIX/{slug} and back on the way out. The session must be in
 * the query cache before the router reads the first location (main.tsx probes it for one-segment paths); when it is
 * unknown, the app's page and its sign-in guard decide, as before.
 */
export function createVisitorArtistRewrite(routeTree: AnyRoute, queryClient: QueryClient): LocationRewrite {
  let routeSegments: Set<string> | null = null;
  const isVisitor = () => queryClient.getQueryData(sessionQueryOptions().queryKey) === null;
  return {
    input: ({ url }) => {
      const segment = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
      if (!segment || !isVisitor()) return undefined;
      routeSegments ??= collectFirstSegments(routeTree as RouteLike, false, new Set());
      if (routeSegments.has(segment)) return undefined;
      url.pathname = `${PUBLIC_ARTIST_PREFIX}/${segment}`;
      return url;
    },
    output: ({ url }) => {
      if (!url.pathname.startsWith(`${PUBLIC_ARTIST_PREFIX}/`)) return undefined;
      url.pathname = url.pathname.slice(PUBLIC_ARTIST_PREFIX.length);
      return url;
    },
  };
}

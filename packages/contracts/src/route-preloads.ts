import * as z from 'zod/mini';
import { RESERVED_ROUTE_SEGMENTS } from './slugs.ts';

/**
 * The web build's list of the module files each page's first view loads, so the server can name them all in the
 * page's HTML (`<link rel="modulepreload">`) without knowing the web app's source files. The web app declares each
 * lazy route once (`lazyRoute` in apps/web/src/lib/lazy-route.ts); the build writes this file beside its manifest
 * (apps/web/build/route-preloads.ts) and the server reads it (apps/server/src/http/route-chunks.ts).
 */
export const ROUTE_PRELOADS_FILE = ['.vite', 'route-preloads.json'] as const;

/**
 * Which visitors see a route on their first screen: the server names its chunks only for them. A visitor (no session
 * cookie) is sent to sign in from the app's pages, so their chunks would be downloaded for nothing.
 */
export const ROUTE_AUDIENCES = ['signed-in', 'visitor', 'anyone'] as const;
export type RouteAudience = (typeof ROUTE_AUDIENCES)[number];

/** The entry that draws a route: the full app (app-entry.tsx) or the site's own entry (site/ssr/site-entry.tsx). */
export const ROUTE_ENTRIES = ['app', 'site'] as const;
export type RouteEntry = (typeof ROUTE_ENTRIES)[number];

/**
 * A lazy route as the web app declares it. `paths` are URL patterns whose first screen shows the route's module:
 * `/admin/users`; `$name` stands for one segment (`/discovery/$platform`); a last segment `*` for none or any number
 * of them (`/admin/*`, for a layout around every admin page).
 */
export interface LazyRouteDeclaration {
  entry: RouteEntry;
  audience: RouteAudience;
  paths: readonly string[];
}

const files = z.array(z.string().check(z.regex(/^\/[^\s"<>]+\.js$/)));

export const routePreloadsSchema = z.object({
  /** What index.html names (its entry and that entry's static imports). */
  index: files,
  /** The full app's entry with its static imports. */
  app: files,
  /** The site's own entry with its static imports. */
  site: files,
  /** A language's catalogue chunk with its static imports, by locale. */
  catalogues: z.record(z.string(), files),
  /** Each lazy route: its chunk with that chunk's static imports. */
  routes: z.array(
    z.object({
      entry: z.enum(ROUTE_ENTRIES),
      audience: z.enum(ROUTE_AUDIENCES),
      paths: z.array(z.string().check(z.regex(/^\//))),
      files,
    }),
  ),
});
export type RoutePreloads = z.infer<typeof routePreloadsSchema>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * How well `pattern` matches `path`: null when it does not, else the number of its literal segments (more is more
 * specific, as the router ranks `/discovery/people` above `/discovery/$platform`). A parameter in the first segment
 * never takes a reserved segment (RESERVED_ROUTE_SEGMENTS): those are routes of their own, never slugs.
 */
export function matchRoutePattern(pattern: string, path: string): number | null {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  const isPrefix = expected.at(-1) === '*';
  if (isPrefix) expected.pop();
  if (isPrefix ? actual.length < expected.length : actual.length !== expected.length) return null;
  let literals = 0;
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    if (segment.startsWith('$')) {
      if (index === 0 && RESERVED_ROUTE_SEGMENTS.has(value)) return null;
    } else if (segment === value) literals += 1;
    else return null;
  }
  return literals;
}

/**
 * The routes a path's first screen shows: every layout (`/*` pattern) around it, and of the pages whose pattern
 * matches it exactly the most specific ones.
 */
export function matchLazyRoutes<Route extends Pick<LazyRouteDeclaration, 'paths'>>(routes: readonly Route[], path: string): Route[] {
  const layouts: Route[] = [];
  let pages: Route[] = [];
  let best = -1;
  for (const route of routes) {
    let score: number | null = null;
    let isLayout = false;
    for (const pattern of route.paths) {
      const match = matchRoutePattern(pattern, path);
      if (match === null) continue;
      if (pattern.endsWith('/*')) isLayout = true;
      else score = Math.max(score ?? match, match);
    }
    if (isLayout) layouts.push(route);
    else if (score !== null && score > best) [pages, best] = [[route], score];
    else if (score !== null && score === best) pages.push(route);
  }
  return [...layouts, ...pages];
}

import { describe, expect, it } from 'vitest';
import { matchLazyRoutes, matchRoutePattern, routePreloadsSchema } from '../src/route-preloads.ts';

const route = (name: string, ...paths: string[]) => ({ name, paths });
const names = (routes: { name: string }[]) => routes.map((each) => each.name);

describe('route patterns', () => {
  it('match literal segments exactly, a parameter one segment, a last * any number of segments', () => {
    expect(matchRoutePattern('/discovery', '/discovery')).toBe(1);
    expect(matchRoutePattern('/discovery', '/discovery/content')).toBeNull();
    expect(matchRoutePattern('/discovery/$platform', '/discovery/tiktok')).toBe(1);
    expect(matchRoutePattern('/discovery/$platform', '/discovery')).toBeNull();
    expect(matchRoutePattern('/admin/*', '/admin')).toBe(1);
    expect(matchRoutePattern('/admin/*', '/admin/users/7')).toBe(1);
    expect(matchRoutePattern('/admin/*', '/administration')).toBeNull();
    expect(matchRoutePattern('/', '/')).toBe(0);
  });

  it('never read a reserved first segment as a parameter (an artist slug)', () => {
    expect(matchRoutePattern('/$artistSlug', '/some-slug')).toBe(0);
    expect(matchRoutePattern('/$artistSlug', '/discovery')).toBeNull();
    expect(matchRoutePattern('/$artistSlug', '/some-slug/more')).toBeNull();
  });
});

describe('the routes a path shows', () => {
  const routes = [
    route('admin-layout', '/admin/*'),
    route('users', '/admin', '/admin/users'),
    route('orgs', '/admin/orgs'),
    route('discovery', '/discovery', '/discovery/$platform'),
    route('people', '/discovery/people'),
    route('artist', '/$artistSlug'),
  ];

  it('are every layout around it and the most specific page', () => {
    expect(names(matchLazyRoutes(routes, '/admin'))).toEqual(['admin-layout', 'users']);
    expect(names(matchLazyRoutes(routes, '/admin/orgs'))).toEqual(['admin-layout', 'orgs']);
    expect(names(matchLazyRoutes(routes, '/discovery/tiktok'))).toEqual(['discovery']);
    expect(names(matchLazyRoutes(routes, '/discovery/people'))).toEqual(['people']);
    expect(names(matchLazyRoutes(routes, '/some-slug'))).toEqual(['artist']);
    expect(names(matchLazyRoutes(routes, '/campaign'))).toEqual([]);
  });
});

describe('the preloads file', () => {
  it('takes module files only, so nothing but a script path reaches the HTML', () => {
    const preloads = { index: [], app: ['/assets/app-1.js'], site: [], catalogues: {}, routes: [] };
    expect(routePreloadsSchema.safeParse(preloads).success).toBe(true);
    expect(routePreloadsSchema.safeParse({ ...preloads, app: ['/assets/a.js"><script>'] }).success).toBe(false);
    expect(
      routePreloadsSchema.safeParse({ ...preloads, routes: [{ entry: 'app', audience: 'everyone', paths: ['/'], files: [] }] }).success,
    ).toBe(false);
  });
});

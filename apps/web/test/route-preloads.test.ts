import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, routePreloadsSchema } from '@creatorlens/contracts/route-preloads';
import { buildRoutePreloads, readLazyRoutes, readSourceLazyRoutes, type BundleChunk } from '../build/route-preloads.ts';

const WEB = resolve(import.meta.dirname, '..');
const declared = readSourceLazyRoutes(join(WEB, 'src'));

const chunk = (fileName: string, fields: Partial<BundleChunk> = {}): BundleChunk => ({
  fileName,
  name: basename(fileName, '.js'),
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  ...fields,
});

describe("the web app's lazy routes", () => {
  it('are declared with lazyRoute in every route module, each naming a module that exists', () => {
    // readSourceLazyRoutes throws on an import() in a route module that bypasses lazyRoute.
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((route) => !existsSync(route.moduleId)).map((route) => route.moduleId)).toEqual([]);
    const patterns = declared.flatMap((route) => route.paths);
    expect(patterns).toEqual(expect.arrayContaining(['/discovery', '/admin/*', '/$artistSlug', '/pricing', '/sign-in']));
    expect(declared.filter((route) => route.entry === 'site').length).toBeGreaterThanOrEqual(5);
  });

  it('fail the build when a route module loads one without lazyRoute, or with a value the build cannot read', () => {
    expect(() => readLazyRoutes("const load = () => import('./page.tsx');", 'routes/page.tsx')).toThrow(/without lazyRoute/);
    expect(() =>
      readLazyRoutes("lazyRoute({ entry: 'app', audience: 'signed-in', paths: [PATH] }, () => import('./page.tsx'));", 'routes/page.tsx'),
    ).toThrow(/string literals/);
    expect(() =>
      readLazyRoutes("lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/a'] }, () => import(name));", 'routes/page.tsx'),
    ).toThrow(/literal path/);
    expect(
      readLazyRoutes(
        "export const load = lazyRoute({ entry: 'app', audience: 'anyone', paths: ['/a', '/b/$id'] }, () => import('./a.tsx'));",
        'a.ts',
      ),
    ).toEqual([{ entry: 'app', audience: 'anyone', paths: ['/a', '/b/$id'], specifier: './a.tsx' }]);
  });
});

describe('the preloads file of a bundle', () => {
  const bundle = [
    chunk('assets/index-1.js', { name: 'index', isEntry: true, imports: ['assets/site-core-1.js'] }),
    chunk('assets/site-core-1.js'),
    chunk('assets/app-1.js', { name: 'app', isEntry: true, imports: ['assets/app-core-1.js', 'assets/site-core-1.js'] }),
    chunk('assets/app-core-1.js', { imports: ['assets/site-core-1.js'] }),
    chunk('assets/site-1.js', { name: 'site', isEntry: true, imports: ['assets/site-core-1.js'] }),
    chunk('assets/de-1.js', { facadeModuleId: '/repo/packages/i18n/src/catalogues/de.ts', imports: ['assets/catalogue-de-1.js'] }),
    chunk('assets/catalogue-de-1.js'),
    chunk('assets/discovery-pages-1.js', {
      facadeModuleId: '/repo/discovery-pages.tsx',
      imports: ['assets/app-shared-1.js', 'assets/app-core-1.js'],
    }),
    chunk('assets/app-shared-1.js'),
    // A module the bundler merged into a chunk of another name.
    chunk('assets/app-shared-2.js', { moduleIds: ['/repo/merged-page.tsx'] }),
  ];

  it("lists each route's chunk with its static imports, the entries' and the catalogues' files", () => {
    const preloads = buildRoutePreloads(bundle, [
      { entry: 'app', audience: 'signed-in', paths: ['/discovery'], moduleId: '/repo/discovery-pages.tsx' },
      { entry: 'app', audience: 'anyone', paths: ['/merged'], moduleId: '/repo/merged-page.tsx' },
    ]);
    expect(routePreloadsSchema.parse(preloads)).toEqual({
      index: ['/assets/index-1.js', '/assets/site-core-1.js'],
      app: ['/assets/app-1.js', '/assets/app-core-1.js', '/assets/site-core-1.js'],
      site: ['/assets/site-1.js', '/assets/site-core-1.js'],
      catalogues: { de: ['/assets/de-1.js', '/assets/catalogue-de-1.js'] },
      routes: [
        {
          entry: 'app',
          audience: 'signed-in',
          paths: ['/discovery'],
          files: ['/assets/discovery-pages-1.js', '/assets/app-shared-1.js', '/assets/app-core-1.js', '/assets/site-core-1.js'],
        },
        { entry: 'app', audience: 'anyone', paths: ['/merged'], files: ['/assets/app-shared-2.js'] },
      ],
    });
  });

  it('fails when a route has no chunk, so no page loses its preloads silently', () => {
    expect(() => buildRoutePreloads(bundle, [{ entry: 'app', audience: 'anyone', paths: ['/gone'], moduleId: '/repo/gone.tsx' }])).toThrow(
      /\/gone .*has no chunk/,
    );
  });
});

// `npm run build` writes it (into build/current), `vite build` into apps/web/dist; a checkout without a build has
// nothing to check here.
const builtDist = [join(WEB, 'dist'), join(WEB, '../../build/current/apps/web/dist')].find((dist) =>
  existsSync(join(dist, ...ROUTE_PRELOADS_FILE)),
);
describe.skipIf(!builtDist)('the built preloads file', () => {
  it('has an entry for every declared lazy route, each naming files of the build', () => {
    const dist = builtDist!;
    const built = routePreloadsSchema.parse(JSON.parse(readFileSync(join(dist, ...ROUTE_PRELOADS_FILE), 'utf8')));
    const key = (route: { entry: string; audience: string; paths: readonly string[] }) =>
      `${route.entry} ${route.audience} ${route.paths.join()}`;
    expect(built.routes.map(key).sort()).toEqual(declared.map(key).sort());
    const files = [
      ...built.index,
      ...built.app,
      ...built.site,
      ...Object.values(built.catalogues).flat(),
      ...built.routes.flatMap((route) => route.files),
    ];
    expect(files.filter((file) => !existsSync(join(dist, file)))).toEqual([]);
    expect(built.routes.every((route) => route.files.length > 0)).toBe(true);
    expect(Object.keys(built.catalogues).sort()).toEqual(['de', 'en']);
  });
});

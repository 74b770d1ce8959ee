/**
 * Writes `.vite/route-preloads.json` beside the build's manifest: for each lazy route the web app declares
 * (`lazyRoute(...)`, src/lib/lazy-route.ts), its URL patterns and the chunk files its first screen loads; and the
 * files of the entries and the catalogues. The server names those files in a page's HTML (modulepreload) from this
 * file alone (apps/server/src/http/route-chunks.ts), so renaming or adding a route needs no edit outside the web app.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
// By path, not by package name: Vite bundles a config's relative imports, while a workspace package would be handed to
// Node as it is, and Node 20 cannot load TypeScript.
import {
  ROUTE_AUDIENCES,
  ROUTE_ENTRIES,
  ROUTE_PRELOADS_FILE,
  type LazyRouteDeclaration,
  type RoutePreloads,
} from '../../../packages/contracts/src/route-preloads.ts';

/** A `lazyRoute(...)` call as the source declares it: the route and the module its import() names. */
export interface DeclaredLazyRoute extends LazyRouteDeclaration {
  specifier: string;
}

/** The part of a bundle's chunk this file reads (Rollup's and Rolldown's OutputChunk). */
export interface BundleChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/** The build's entries by their input names in vite.config.ts. */
const ENTRY_NAMES = { index: 'index', app: 'app', site: 'site' } as const;
/** A language's whole catalogue, loaded lazily by packages/i18n/src/load-catalogue.ts. */
const CATALOGUE_MODULE = /[\\/]packages[\\/]i18n[\\/]src[\\/]catalogues[\\/]([a-z]{2})\.ts$/;

const isImportCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;

const stringOf = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/**
 * The lazy routes a module declares. Throws when a call is not made of literals (the build cannot read it) or when an
 * import() of the module is not inside one (route modules and modules that declare routes load every module through
 * lazyRoute): that route's chunk would be missing from the preloads.
 */
export function readLazyRoutes(code: string, fileName: string): DeclaredLazyRoute[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const routes: DeclaredLazyRoute[] = [];
  const declared = new Set<ts.Node>();
  const fail = (node: ts.Node, message: string): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    throw new Error(`${fileName}:${line + 1}: ${message}`);
  };
  const readCall = (call: ts.CallExpression) => {
    const [options, load] = call.arguments;
    if (!options || !ts.isObjectLiteralExpression(options)) return fail(call, 'lazyRoute needs an object literal first');
    const property = (name: string) =>
      options.properties.find((entry) => ts.isPropertyAssignment(entry) && entry.name.getText(source) === name) as
        | ts.PropertyAssignment
        | undefined;
    const entry = stringOf(property('entry')?.initializer);
    const audience = stringOf(property('audience')?.initializer);
    const pathsNode = property('paths')?.initializer;
    const paths = pathsNode && ts.isArrayLiteralExpression(pathsNode) ? pathsNode.elements.map((element) => stringOf(element)) : [];
    if (!ROUTE_ENTRIES.includes(entry as never)) return fail(call, `lazyRoute's entry must be one of ${ROUTE_ENTRIES.join(', ')}`);
    if (!ROUTE_AUDIENCES.includes(audience as never))
      return fail(call, `lazyRoute's audience must be one of ${ROUTE_AUDIENCES.join(', ')}`);
    if (paths.length === 0 || paths.some((path) => !path?.startsWith('/')))
      return fail(call, "lazyRoute's paths must be a non-empty array of string literals starting with /");
    const body = load && ts.isArrowFunction(load) ? load.body : undefined;
    const specifier = body && isImportCall(body) ? stringOf(body.arguments[0]) : null;
    if (!body || !specifier) return fail(call, "lazyRoute's second argument must be () => import('<a literal path>')");
    declared.add(body);
    routes.push({ entry: entry as DeclaredLazyRoute['entry'], audience: audience as DeclaredLazyRoute['audience'], paths: paths as string[], specifier });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'lazyRoute') readCall(node);
    node.forEachChild(visit);
    if (isImportCall(node) && !declared.has(node))
      fail(node, 'a route module is loaded without lazyRoute(...): the server would not know to preload it');
  };
  visit(source);
  return routes;
}

/** A route module (src/routes/) or a module that declares routes: every import() in it must go through lazyRoute. */
const isRouteDeclaring = (id: string, code: string, routesDir: string) => id.startsWith(routesDir) || code.includes('lazyRoute(');

/** Every lazy route the web app's source declares, with its module's path, as the plugin reads them (for tests). */
export function readSourceLazyRoutes(srcDir: string): (LazyRouteDeclaration & { moduleId: string })[] {
  const routesDir = join(srcDir, 'routes') + sep;
  const files = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return files(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return files(srcDir).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    if (!isRouteDeclaring(file, code, routesDir)) return [];
    return readLazyRoutes(code, file).map(({ specifier, ...route }) => ({ ...route, moduleId: resolve(dirname(file), specifier) }));
  });
}

/** The files a page loads for these chunks: each with its static imports, depth first, each file once. */
function filesOf(chunks: readonly BundleChunk[], byFile: ReadonlyMap<string, BundleChunk>): string[] {
  const seen = new Set<string>();
  const visit = (chunk: BundleChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  chunks.forEach(visit);
  return [...seen].filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
}

/**
 * The preloads file's content for a bundle. `routes` carry their module's resolved id. Throws when a route, entry or
 * catalogue has no chunk: a build that would silently cost pages their preloads fails instead.
 */
export function buildRoutePreloads(
  chunks: readonly BundleChunk[],
  routes: readonly (LazyRouteDeclaration & { moduleId: string })[],
): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = (name: string) => {
    const chunk = chunks.find((candidate) => candidate.isEntry && candidate.name === name);
    if (!chunk) throw new Error(`route preloads: the build has no entry named ${name}`);
    return filesOf([chunk], byFile);
  };
  const catalogues: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const locale = chunk.facadeModuleId && CATALOGUE_MODULE.exec(chunk.facadeModuleId)?.[1];
    if (locale) catalogues[locale] = filesOf([chunk], byFile);
  }
  if (Object.keys(catalogues).length === 0) throw new Error('route preloads: the build has no catalogue chunk');
  return {
    index: entry(ENTRY_NAMES.index),
    app: entry(ENTRY_NAMES.app),
    site: entry(ENTRY_NAMES.site),
    catalogues,
    routes: routes.map(({ moduleId, entry: routeEntry, audience, paths }) => {
      // Its own chunk when it is only loaded lazily; else the chunk the bundler put it in.
      const chunk =
        chunks.find((candidate) => candidate.facadeModuleId === moduleId) ?? chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
      if (!chunk) throw new Error(`route preloads: the lazy route ${paths.join(', ')} (${moduleId}) has no chunk`);
      return { entry: routeEntry, audience, paths: [...paths], files: filesOf([chunk], byFile) };
    }),
  };
}

/** The Vite plugin: reads the declarations while transforming, writes the file when the bundle is complete. */
export function routePreloads(): Plugin {
  let routesDir = '';
  let isSsr = false;
  /** By declaring module, so a module transformed again replaces its routes. */
  const declared = new Map<string, (LazyRouteDeclaration & { moduleId: string })[]>();
  return {
    name: 'creatorlens-route-preloads',
    apply: 'build',
    // Before the TypeScript transform: the declarations are read from the source as written.
    enforce: 'pre',
    configResolved(config) {
      routesDir = resolve(config.root, 'src', 'routes') + sep;
      isSsr = Boolean(config.build.ssr);
    },
    async transform(code, id) {
      if (isSsr || id.includes('?') || id.includes(`${sep}node_modules${sep}`) || !/\.tsx?$/.test(id)) return null;
      if (!isRouteDeclaring(id, code, routesDir)) return null;
      const routes = [];
      for (const route of readLazyRoutes(code, id)) {
        const resolved = await this.resolve(route.specifier, id);
        if (!resolved) this.error(`${id}: lazyRoute cannot resolve ${route.specifier}`);
        routes.push({ entry: route.entry, audience: route.audience, paths: route.paths, moduleId: resolved.id });
      }
      declared.set(id, routes);
      return null;
    },
    generateBundle(_options, bundle) {
      if (isSsr) return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      // Sorted, so the file (and the order of a page's preloads) does not depend on the order modules were transformed in.
      const routes = [...declared.values()].flat().sort((a, b) => `${a.paths[0]} ${a.moduleId}`.localeCompare(`${b.paths[0]} ${b.moduleId}`));
      const preloads = buildRoutePreloads(chunks, routes);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE.join('/'), source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

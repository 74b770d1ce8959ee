import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * `npm run build`: the web app (Vite) and the server bundled into plain ESM (esbuild) in a fresh folder
 * build/<id>/, then build/current is switched to it in one rename. A process started from an earlier build keeps
 * serving that build's files (Node resolves build/current to build/<id> when it loads the server), so a rebuild
 * never pulls assets out from under it. Inside build/<id> files sit at their repository paths (server/main.mjs,
 * apps/web/dist, packages/db/migrations, packages/db/seed-data, apps/web/content, content/blog), so code that finds its files next
 * to its source (import.meta.url) finds them next to the bundle. Packages from node_modules stay outside the bundle
 * and load from this checkout's node_modules.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BUILDS_DIR = join(REPO_ROOT, 'build');
/** Builds kept besides the current one, for processes still serving them. */
const KEPT_BUILDS = 3;
/** Files the server reads at run time, copied to the same paths inside the build. */
const RUNTIME_FILES = ['packages/db/migrations', 'packages/db/seed-data', 'apps/web/content', 'content/blog'];

const toPosix = (path: string) => path.split(sep).join('/');
const asImportPath = (path: string) => (path.startsWith('.') ? path : `./${path}`);

/** Third-party imports stay imports, pointed at the exact file this checkout resolves them to (workspace-local node_modules included). */
function externalPackages(outDir: string): Plugin {
  return {
    name: 'external-packages',
    setup(context) {
      context.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'inner' || args.path.startsWith('@creatorlens/')) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const resolved = await context.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'inner',
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: asImportPath(toPosix(relative(outDir, resolved.path))), external: true };
      });
    },
  };
}

/** `import.meta.url` of each bundled source file becomes the URL of that file's place inside the build folder. */
function sourceLocatedUrls(buildDir: string, outDir: string): Plugin {
  return {
    name: 'source-located-urls',
    setup(context) {
      context.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
        if (!source.includes('import.meta.url')) return { contents: source, loader };
        const mirrored = toPosix(relative(outDir, join(buildDir, relative(REPO_ROOT, args.path))));
        return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(mirrored)}, import.meta.url).href`), loader };
      });
    },
  };
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** Keeps the newest KEPT_BUILDS builds and the current one; older folders go. */
function pruneBuilds(buildsDir: string, currentId: string): void {
  const builds = readdirSync(buildsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(buildsDir, entry.name, 'build.json')))
    .map((entry) => ({ name: entry.name, time: statSync(join(buildsDir, entry.name, 'build.json')).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const stale of builds.slice(KEPT_BUILDS))
    if (stale.name !== currentId) rmSync(join(buildsDir, stale.name), { recursive: true, force: true });
}

/** Vite's build of apps/web into the given folder (with the site's server renderer in its .ssr folder). */
function buildWebApp(webDistDir: string): void {
  const webDir = join(REPO_ROOT, 'apps', 'web');
  const vite = join(dirname(createRequire(join(webDir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  run(process.execPath, [vite, 'build', '--outDir', webDistDir, '--emptyOutDir'], webDir);
}

export interface BuildOptions {
  /** Where build folders and the `current` link live (default: build/ at the repository root). */
  buildsDir?: string;
  /** Writes the web app into the folder it is given (default: Vite); tests hand in a stand-in. */
  buildWeb?: (webDistDir: string) => void | Promise<void>;
}

/** Builds into a fresh <buildsDir>/<id>/, switches <buildsDir>/current to it and returns the build folder. */
export async function buildProduction(options: BuildOptions = {}): Promise<string> {
  const buildsDir = options.buildsDir ?? BUILDS_DIR;
  const startedAt = performance.now();
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
  const buildDir = join(buildsDir, id);
  mkdirSync(buildDir, { recursive: true });
  try {
    console.log(`build ${id}: web app`);
    await (options.buildWeb ?? buildWebApp)(join(buildDir, 'apps', 'web', 'dist'));
    await buildServer(id, buildDir);
  } catch (error) {
    rmSync(buildDir, { recursive: true, force: true });
    throw error;
  }
  // The switch: a new link under a temporary name renamed over `current` (rename is atomic on one file system).
  const link = join(buildsDir, `.current-${id}`);
  symlinkSync(id, link);
  renameSync(link, join(buildsDir, 'current'));
  pruneBuilds(buildsDir, id);
  console.log(`build ${id}: done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; current -> ${id}`);
  return buildDir;
}

async function buildServer(id: string, buildDir: string): Promise<void> {
  const outDir = join(buildDir, 'server');
  console.log(`build ${id}: server`);
  await build({
    entryPoints: {
      main: join(REPO_ROOT, 'apps', 'server', 'src', 'main.ts'),
      // The post-text detectors' worker thread, started by jobs/text-analysis-pool.ts from server/text-analysis-worker.mjs.
      'text-analysis-worker': join(REPO_ROOT, 'apps', 'server', 'src', 'jobs', 'text-analysis-worker.ts'),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Resolve third-party packages as Node does for `import` (no "module" condition or field).
    conditions: ['node'],
    mainFields: ['main'],
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages(outDir), sourceLocatedUrls(buildDir, outDir)],
  });
  for (const path of RUNTIME_FILES) cpSync(join(REPO_ROOT, path), join(buildDir, path), { recursive: true });
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout?.trim() || null;
  writeFileSync(join(buildDir, 'build.json'), `${JSON.stringify({ id, builtAt: new Date().toISOString(), commit }, null, 2)}\n`);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildProduction();
}

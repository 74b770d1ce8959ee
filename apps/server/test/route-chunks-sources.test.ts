import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRouteChunks, WEB_MODULES } from '../src/http/route-chunks.ts';

/**
 * route-chunks.ts names web source modules; a rename in apps/web must fail here, not silently cost pages their
 * preloads. A real build takes minutes on this machine, so the manifest below is derived from the web app's source the
 * way Vite derives it: every entry and every target of a lazy import() becomes a manifest key of its own.
 */
const WEB = resolve(import.meta.dirname, '../../web');

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The web modules some module loads lazily, as manifest keys ("src/routes/discovery-pages.tsx"). */
const lazyModules = new Set(
  sourceFiles(join(WEB, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((match) =>
      relative(WEB, resolve(dirname(file), match[1]!))
        .split('\\')
        .join('/'),
    ),
  ),
);

/** The first path segments of the app's routes (routes/*.tsx: `path: 'discovery'`), parameters left out. */
const appRouteSegments = [
  ...new Set(
    sourceFiles(join(WEB, 'src/routes')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bpath:\s*'([^'$/][^'/]*)/g)].map((match) => match[1]!),
    ),
  ),
];

const dist = mkdtempSync(join(tmpdir(), 'route-chunks-sources-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web modules route-chunks.ts names', () => {
  it('exist in the web app', () => {
    expect(Object.values(WEB_MODULES).filter((module) => !existsSync(join(WEB, module)))).toEqual([]);
  });

  it('are each loaded lazily (so each is a chunk and a manifest key of its own)', () => {
    expect(lazyModules.size).toBeGreaterThan(10);
    expect(Object.values(WEB_MODULES).filter((module) => !lazyModules.has(module))).toEqual([]);
  });

  it("resolve every app route to at least one chunk of a manifest built from the web app's lazy modules", () => {
    expect(appRouteSegments).toEqual(expect.arrayContaining(['discovery', 'admin', 'workspace', 'campaign']));
    const manifest = Object.fromEntries(['index.html', ...lazyModules].map((key, index) => [key, { file: `assets/chunk-${index}.js` }]));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const chunks = loadRouteChunks(dist)!;
    expect(chunks.missingModules).toEqual([]);
    for (const segment of appRouteSegments) {
      for (const isSignedIn of [true, false]) {
        const files = chunks.appPage(`/${segment}`, 'de', isSignedIn);
        expect(files.length, `/${segment} (signed in: ${isSignedIn})`).toBeGreaterThan(0);
        expect(files.every((file) => file.startsWith('/assets/chunk-'))).toBe(true);
      }
    }
    expect(chunks.appPage('/discovery', 'en', true)).toContain(`/${manifest[WEB_MODULES.discoveryPages]!.file}`);
    expect(chunks.sitePage('/pricing')).toContain(`/${manifest[WEB_MODULES.pricingPage]!.file}`);
  });

  it('reports the modules a manifest lacks, so a start after a rename warns instead of dropping preloads silently', () => {
    const stale = join(dist, 'stale');
    mkdirSync(join(stale, '.vite'), { recursive: true });
    writeFileSync(join(stale, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js' } }));
    expect(loadRouteChunks(stale)!.missingModules).toEqual(Object.values(WEB_MODULES));
  });
});

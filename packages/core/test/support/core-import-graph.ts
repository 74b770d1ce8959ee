import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One relative import inside packages/core/src that crosses from one area to another. */
export interface CrossAreaImport {
  /** The importing file, relative to packages/core/src ("notifications/user-token.ts"). */
  from: string;
  /** The imported file, relative to packages/core/src ("kernel/index.ts"). */
  to: string;
  fromArea: string;
  toArea: string;
}

export const CORE_SOURCE = resolve(import.meta.dirname, '../../src');

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** An area is the first folder under src; a file directly in src (errors.ts, actor.ts) is an area of its own. */
export const areaOf = (pathInSource: string): string => {
  const [first, ...rest] = pathInSource.split('/');
  return rest.length === 0 ? first!.replace(/\.tsx?$/, '') : first!;
};

/**
 * Every import between two areas of core, read with TypeScript's own pre-processor (static imports, re-exports,
 * type-only imports and dynamic imports alike), so a regular expression cannot miss an unusual spelling.
 */
export function crossAreaImports(root = CORE_SOURCE): CrossAreaImport[] {
  const found: CrossAreaImport[] = [];
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const from = relative(root, file).split(sep).join('/');
      let to = relative(root, resolve(dirname(file), fileName))
        .split(sep)
        .join('/');
      if (!/\.tsx?$/.test(to)) to = /\.js$/.test(to) ? to.replace(/\.js$/, '.ts') : `${to}/index.ts`;
      const fromArea = areaOf(from);
      const toArea = areaOf(to);
      if (fromArea !== toArea) found.push({ from, to, fromArea, toArea });
    }
  }
  return found;
}

/** A loop in a graph of areas (its first area repeated at the end), or null when the graph has none. */
export function findLoop(edges: ReadonlyArray<readonly [string, string]>): string[] | null {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (area: string): string[] | null => {
    const onPath = path.indexOf(area);
    if (onPath >= 0) return [...path.slice(onPath), area];
    if (done.has(area)) return null;
    path.push(area);
    for (const to of [...new Set(next.get(area) ?? [])].sort()) {
      const loop = visit(to);
      if (loop) return loop;
    }
    path.pop();
    done.add(area);
    return null;
  };
  for (const area of [...next.keys()].sort()) {
    const loop = visit(area);
    if (loop) return loop;
  }
  return null;
}

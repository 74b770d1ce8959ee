import { describe, expect, it } from 'vitest';
import { crossAreaImports, findLoop } from './support/core-import-graph.ts';

/**
 * Areas inside core import each other in one direction only, as the packages do between themselves. No two areas import
 * each other, directly or through others: a shared piece moves down to a lower area (secrets to kernel, profile URLs to
 * channels, list plumbing to lists) or an operation that uses several areas moves up to its own (sign-up, list-sharing).
 * That every import goes through the other area's front door (index.ts) is held by lint: eslint/core-front-doors.js.
 */

const imports = crossAreaImports();
const edgeKey = ([from, to]: readonly [string, string]) => `${from} -> ${to}`;

describe('imports between the areas of core', () => {
  it('reads the imports at all (a broken reader would pass everything)', () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(imports).toContainEqual(
      expect.objectContaining({ from: 'notifications/user-token.ts', to: 'kernel/index.ts', toArea: 'kernel' }),
    );
  });

  it('form no loop', () => {
    const edges = [...new Map(imports.map((entry) => [edgeKey([entry.fromArea, entry.toArea]), entry])).values()].map(
      (entry) => [entry.fromArea, entry.toArea] as const,
    );
    const loop = findLoop(edges);
    expect(loop, `import loop between core areas: ${loop?.join(' -> ')}; move the shared piece to a lower area`).toBeNull();
  });

  it('keeps the shared kernel a leaf: it imports no other area', () => {
    expect(imports.filter((entry) => entry.fromArea === 'kernel').map((entry) => `${entry.from} -> ${entry.to}`)).toEqual([]);
  });
});

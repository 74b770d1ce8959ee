import { describe, expect, it } from 'vitest';
import { crossAreaImports, findLoop, type CrossAreaImport } from './support/core-import-graph.ts';

/**
 * Areas inside core import each other in one direction only, and through each other's front door (index.ts), as
 * the packages do between themselves (eslint.config.js). No two areas import each other, directly or through others:
 * a shared piece moves down to a lower area (secrets to kernel, profile URLs to channels, list plumbing to lists) or an
 * operation that uses several areas moves up to its own (sign-up, list-sharing). The list of imports past a front door
 * below is a ratchet: it names today's exceptions, a new one fails, and one that disappears must be deleted.
 */

/** Areas whose front door is enforced: nothing outside them reaches their internals, and they reach no one else's. */
const GUARDED_AREAS = new Set(['kernel', 'connectors', 'data-quality', 'notifications', 'lists']);

/** Today's imports past a front door that involve a guarded area, as "importer -> imported internal module". */
const KNOWN_INTERNAL_IMPORTS = new Set([
  'campaigns/campaign-cards.ts -> notifications/list-events.ts',
  'campaigns/campaign-columns.ts -> notifications/list-events.ts',
  'campaigns/campaigns.ts -> notifications/list-events.ts',
  'connectors/channel-derived-figures.ts -> analytics/metric-window-sql.ts',
  'connectors/store-channel-batch.ts -> analytics/engagement.ts',
  'connectors/twitch-live-sampling.ts -> intelligence/signals/load-stream-samples.ts',
  'data-quality/judgement-invariants.ts -> intelligence/outliers/growth-flags.ts',
  'data-quality/model-judgements.ts -> intelligence/benchmarks/percentiles.ts',
  'data-quality/model-judgements.ts -> intelligence/benchmarks/recompute-benchmarks.ts',
  'data-quality/model-judgements.ts -> intelligence/outliers/detect-figure-flags.ts',
  'data-quality/model-judgements.ts -> intelligence/outliers/types.ts',
  'data-quality/model-judgements.ts -> intelligence/signals/detect-signals.ts',
  'data-quality/model-judgements.ts -> intelligence/signals/judgement.ts',
  'data-quality/model-judgements.ts -> intelligence/signals/series.ts',
  'data-quality/model-judgements.ts -> intelligence/signals/types.ts',
  'data-quality/model-judgements.ts -> intelligence/text/giveaway.ts',
  'data-quality/seed-creator-data.ts -> intelligence/text/find-offers.ts',
  'notifications/chat/chat-fan-out.ts -> jobs/enqueue-job.ts',
  'notifications/chat/object-channel-data.ts -> teams/team-scope.ts',
  'tags/tag-channels.ts -> notifications/list-events.ts',
  'tags/tags.ts -> notifications/list-events.ts',
  'watchlists/watchlist-channels.ts -> notifications/list-events.ts',
  'watchlists/watchlists.ts -> notifications/list-events.ts',
]);

const imports = crossAreaImports();
const edgeKey = ([from, to]: readonly [string, string]) => `${from} -> ${to}`;
// A file directly in src (errors.ts, actor.ts) is its own front door.
const isPastFrontDoor = (entry: CrossAreaImport) => entry.to.includes('/') && entry.to !== `${entry.toArea}/index.ts`;

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

  it('go through the index.ts of a guarded area, and guarded areas use only the index.ts of others', () => {
    const pastFrontDoor = imports
      .filter((entry) => GUARDED_AREAS.has(entry.fromArea) || GUARDED_AREAS.has(entry.toArea))
      .filter(isPastFrontDoor)
      .map((entry) => `${entry.from} -> ${entry.to}`);
    const unexpected = pastFrontDoor.filter((entry) => !KNOWN_INTERNAL_IMPORTS.has(entry));
    expect(unexpected, 'import the area through its index.ts (export what others need from there)').toEqual([]);
    const fixed = [...KNOWN_INTERNAL_IMPORTS].filter((entry) => !pastFrontDoor.includes(entry));
    expect(fixed, 'these imports were fixed: delete them from KNOWN_INTERNAL_IMPORTS').toEqual([]);
  });
});

import { parseArgs } from 'node:util';
import { generateScaleData, type GenerateResult } from './lib/scale/generate.ts';
import { buildProfileFromRealSeed, type ScaleProfile } from './lib/scale/profile.ts';
import { openScaleTarget } from './lib/scale/sessions.ts';
import { armWatchdog, isMainModule } from './lib/paths.ts';

/**
 * Fills a database with CLEARLY SYNTHETIC creator data scaled from the real seed's distributions
 * (source = 'synthetic-scale', handles syn_..., artist slugs syn-...). Never part of the demo seed.
 *
 *   node --import tsx bench/generate-scale.ts --database-url postgres://postgres@127.0.0.1:5435/scale
 *   node --import tsx bench/generate-scale.ts --pglite-dir /some/empty/folder --channels 100000 --posts 500000
 */
export interface ScaleRunOptions {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  channels: number;
  posts: number;
  seed?: number;
  parallel?: number;
  dropIndexes?: boolean;
  profile?: ScaleProfile;
  log?: (message: string) => void;
}

export interface ScaleRunResult extends GenerateResult {
  backend: 'postgres' | 'pglite';
  profileSeconds: number;
}

export async function runScaleGeneration(options: ScaleRunOptions): Promise<ScaleRunResult> {
  const log = options.log ?? ((message: string) => console.log(message));
  const profileStartedAt = performance.now();
  let profile = options.profile;
  if (!profile) {
    log('reading the real distributions (real seed into a temp in-memory PGlite)...');
    const quiet = console.log;
    console.log = () => {};
    try {
      profile = await buildProfileFromRealSeed();
    } finally {
      console.log = quiet;
    }
  }
  const profileSeconds = (performance.now() - profileStartedAt) / 1000;
  log(
    `profile: ${profile.realChannels} real channels, ${profile.realPosts} real posts; platforms ${profile.platforms
      .map(
        (p) =>
          `${p.platform} ${(p.share * 100).toFixed(1)}% ln(followers)~N(${p.logFollowers.mean.toFixed(2)}, ${p.logFollowers.sd.toFixed(2)})`,
      )
      .join(', ')}`,
  );
  const target = await openScaleTarget({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir }, options.parallel ?? 2);
  try {
    log(
      `generating ${options.channels.toLocaleString('en-US')} channels and ${options.posts.toLocaleString('en-US')} posts on ${target.kind}`,
    );
    const result = await generateScaleData({
      channels: options.channels,
      posts: options.posts,
      parallel: target.parallel,
      openSession: target.openSession,
      profile,
      seed: options.seed ?? 0.42,
      batch: target.kind === 'postgres' ? 250_000 : 50_000,
      dropIndexes: options.dropIndexes ?? true,
      maintenanceWorkMem: target.kind === 'postgres' ? '512MB' : null,
      now: new Date('2026-06-01T00:00:00Z'),
      log,
    });
    log(
      `done: ${result.artists.toLocaleString('en-US')} artists, ${result.channels.toLocaleString('en-US')} channels, ${result.posts.toLocaleString('en-US')} posts in ${result.seconds.total.toFixed(1)} s ` +
        `(${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s; artists ${result.seconds.artists.toFixed(1)} s, channels ${result.seconds.channels.toFixed(1)} s, ` +
        `posts ${result.seconds.posts.toFixed(1)} s, indexes ${result.seconds.indexes.toFixed(1)} s, vacuum/analyze ${result.seconds.analyze.toFixed(1)} s)`,
    );
    return { ...result, backend: target.kind, profileSeconds };
  } finally {
    await target.close();
  }
}

if (isMainModule(import.meta.url)) {
  armWatchdog('generate-scale', 30);
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'pglite-dir': { type: 'string' },
      channels: { type: 'string' },
      posts: { type: 'string' },
      seed: { type: 'string' },
      parallel: { type: 'string' },
      'keep-indexes': { type: 'boolean', default: false },
    },
  });
  const databaseUrl = values['database-url'];
  const pgliteDir = values['pglite-dir'];
  if (!databaseUrl === !pgliteDir) {
    console.error(
      'usage: generate-scale.ts (--database-url postgres://... | --pglite-dir DIR) [--channels N] [--posts M] [--seed 0..1] [--parallel K] [--keep-indexes]',
    );
    process.exit(2);
  }
  const channels = Number(values.channels ?? (databaseUrl ? 1_000_000 : 100_000));
  const posts = Number(values.posts ?? channels * 5);
  await runScaleGeneration({
    databaseUrl,
    pgliteDir,
    channels,
    posts,
    seed: values.seed === undefined ? undefined : Number(values.seed),
    parallel: values.parallel === undefined ? undefined : Number(values.parallel),
    dropIndexes: !values['keep-indexes'],
  });
}

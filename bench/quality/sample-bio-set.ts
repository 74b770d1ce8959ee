/**
 * Draws the rows of bench/fixtures/quality/dach-bios-2024 (creator bios labelled by hand under its LABELLING.md) from
 * the instagram-tiktok-dach-inbeat data set and splits them once into a tuning part and a sealed part.
 *   node --import tsx bench/quality/sample-bio-set.ts <folder holding instagram-tiktok-dach-inbeat/>
 * No detector runs here. Coupon codes are rare in bios, so every bio with a discount word is taken (a broad word list,
 * wider than any detector's keywords), plus a seeded random draw of the others; the bench reports both strata.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCsv } from '@creatorlens/core/intelligence';
import { seededRandom, shuffle } from './bootstrap.ts';

export const BIO_SAMPLE_SEED = 20261128;
const RANDOM_OTHERS = 80;
const TUNING_SHARE = 0.6;
/** Any word a discount or a code is written with in German, English or French bios. */
const DISCOUNT_WORDS = /code|gutschein|rabatt|%|discount|promo|coupon|spar|off\b/i;

export interface SampledBio {
  id: string;
  platform: 'instagram' | 'tiktok';
  username: string;
  stratum: 'discount-word' | 'random';
  part: 'tuning' | 'sealed';
  text: string;
}

async function main(dataDir: string): Promise<void> {
  const rows = parseCsv(await readFile(join(dataDir, 'instagram-tiktok-dach-inbeat', 'inbeat_dach_profiles_2024-10.csv'), 'utf8'));
  const profiles = new Map<string, { platform: 'instagram' | 'tiktok'; username: string; bio: string }>();
  for (const row of rows) {
    const platform = String(row.platform) as 'instagram' | 'tiktok';
    const key = `${platform}:${String(row.username)}`;
    const bio = String(row.bio ?? '').trim();
    if (!profiles.has(key) && bio) profiles.set(key, { platform, username: String(row.username), bio });
  }
  const sorted = [...profiles.entries()].sort(([a], [b]) => a.localeCompare(b));
  const random = seededRandom(BIO_SAMPLE_SEED);
  const withWord = sorted.filter(([, p]) => DISCOUNT_WORDS.test(p.bio));
  const others = shuffle(
    sorted.filter(([, p]) => !DISCOUNT_WORDS.test(p.bio)),
    random,
  ).slice(0, RANDOM_OTHERS);
  const chosen = [
    ...withWord.map((e) => ({ e, stratum: 'discount-word' as const })),
    ...others.map((e) => ({ e, stratum: 'random' as const })),
  ];
  // One account per row, so the split by row is a split by account.
  const order = shuffle(
    chosen.map(({ e: [key] }) => key),
    random,
  );
  const tuning = new Set(order.slice(0, Math.round(order.length * TUNING_SHARE)));
  const result: SampledBio[] = chosen.map(({ e: [key, p], stratum }) => ({
    id: key,
    platform: p.platform,
    username: p.username,
    stratum,
    part: tuning.has(key) ? 'tuning' : 'sealed',
    text: p.bio,
  }));
  await writeFile(new URL('../fixtures/quality/dach-bios-2024/rows.json', import.meta.url), `${JSON.stringify(result, null, 1)}\n`);
  console.log(
    `${profiles.size} bios; ${withWord.length} with a discount word, ${others.length} random others; tuning ${tuning.size}, sealed ${result.length - tuning.size}`,
  );
}

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node --import tsx bench/quality/sample-bio-set.ts <folder holding instagram-tiktok-dach-inbeat/>');
  process.exitCode = 2;
} else await main(dataDir);

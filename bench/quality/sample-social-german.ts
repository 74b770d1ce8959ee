/**
 * Draws the rows of bench/fixtures/quality/social-german-captions (DACH creator bios of 2020 and 2023, labelled by hand
 * under its LABELLING.md) from the git history of the inBeat website, and splits them by year and account:
 *   node --import tsx bench/quality/sample-social-german.ts <git dir of github.com/inBeat/inbeat-website> \
 *     <folder holding instagram-tiktok-dach-inbeat/>
 * No detector runs here: rows are chosen by a seeded draw, so the labels cannot follow what a detector says.
 * The 2024-10 version of the same pages is dach-bios-2024 (labelled and tuned on), so its accounts and texts are left out.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCsv } from '@creatorlens/core/intelligence';
import { seededRandom, shuffle } from './bootstrap.ts';

export const SOCIAL_SAMPLE_SEED = 20261129;

/** The two earlier crawls with bios; the older one is sealed, so sealed and tuning rows come from different years. */
const VERSIONS = [
  // discountWord / germanRandom: batch 1; moreGermanRandom: batch 2 (which also takes every remaining discount-word bio).
  {
    year: 2020,
    commit: 'e7458391539464a6564dd148f6c83c13fca82920',
    part: 'sealed',
    discountWord: 60,
    germanRandom: 80,
    moreGermanRandom: 40,
  },
  {
    year: 2023,
    commit: '41fe6ad3b6aa56c63d5639c63b6cf6be05772657',
    part: 'tuning',
    discountWord: 30,
    germanRandom: 50,
    moreGermanRandom: 30,
  },
] as const;

/** The same discount-word list as sample-bio-set.ts (a keyword stratum, reported apart). */
const DISCOUNT_WORDS = /code|gutschein|rabatt|%|discount|promo|coupon|spar|off\b/i;
/** A language filter only: common German words, without the ones code phrases use (mit, bei, code). */
const GERMAN_WORDS =
  /(?<![\p{L}])(und|der|die|das|ich|für|auf|mein|meine|dein|deine|von|aus|zu|im|ist|nicht|euch|dich|dir|wir|uns|mehr|alles|hier|jetzt|ein|eine|mich)(?![\p{L}])/iu;
/** Bios read while checking the file format, before LABELLING.md was written (2023 version). */
const SEEN_BEFORE_RULES = new Set(['instagram:filipexferreira', 'instagram:nicolas_aesthetics', 'instagram:vicces_']);

export interface SampledSocialRow {
  id: string;
  platform: 'instagram' | 'tiktok';
  username: string;
  year: number;
  commit: string;
  niches: string[];
  stratum: 'discount-word' | 'german-random';
  part: 'tuning' | 'sealed';
  /** 1: the first 220 rows; 2: the second batch (LABELLING.md), drawn further down the same shuffled lists. */
  batch: 1 | 2;
  text: string;
}

const git = (gitDir: string, ...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The profiles of one page: username and bio (`bio: >-` folded block; inBeat writes every bio that way). */
function parseProfiles(page: string): { username: string; bio: string }[] {
  const profiles: { username: string; bio: string }[] = [];
  const lines = page.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const user = /^ {2}- username: "(.*)"\s*$/.exec(lines[i]!);
    if (user) profiles.push({ username: user[1]!, bio: '' });
    if (/^ {4}bio: >-\s*$/.test(lines[i]!) && profiles.length > 0) {
      const parts: string[] = [];
      while (i + 1 < lines.length && (/^ {6}/.test(lines[i + 1]!) || lines[i + 1]!.trim() === '')) {
        i++;
        parts.push(lines[i]!.trim());
      }
      // Folded scalar: lines join with a space, an empty line is a line break.
      profiles[profiles.length - 1]!.bio = parts
        .map((part) => (part === '' ? '\n' : part))
        .join(' ')
        .replace(/ ?\n ?/g, '\n')
        .trim();
    }
  }
  return profiles;
}

function readVersion(gitDir: string, commit: string) {
  const files = git(gitDir, 'ls-tree', '-r', '--name-only', commit, 'content/top-influencers')
    .split('\n')
    .filter((path) => /\/(germany|austria|switzerland)\//.test(path));
  const accounts = new Map<string, { platform: 'instagram' | 'tiktok'; username: string; bio: string; niches: Set<string> }>();
  for (const path of files) {
    const [, , platform, ...rest] = path.split('/');
    const countryAt = rest.findIndex((p) => ['germany', 'austria', 'switzerland'].includes(p));
    const niche = countryAt > 0 ? rest[0]! : '';
    for (const profile of parseProfiles(git(gitDir, 'show', `${commit}:${path}`))) {
      const key = `${platform}:${profile.username}`;
      const account = accounts.get(key) ?? {
        platform: platform as 'instagram' | 'tiktok',
        username: profile.username,
        bio: profile.bio,
        niches: new Set(),
      };
      if (niche) account.niches.add(niche);
      accounts.set(key, account);
    }
  }
  return accounts;
}

async function main(gitDir: string, dataDir: string): Promise<void> {
  const fixtures = new URL('../fixtures/quality/', import.meta.url);
  const labelled = JSON.parse(await readFile(new URL('dach-bios-2024/rows.json', fixtures), 'utf8')) as { id: string }[];
  const excludedAccounts = new Set([...labelled.map((r) => r.id), ...SEEN_BEFORE_RULES]);
  // Every 2024-10 bio text (the data set's version; its YAML is written differently, so read from the converted CSV)
  // was readable while the detectors were tuned: leave those texts out.
  const latest = parseCsv(await readFile(join(dataDir, 'instagram-tiktok-dach-inbeat', 'inbeat_dach_profiles_2024-10.csv'), 'utf8'));
  const latestTexts = new Set(
    latest.map((row) =>
      String(row.bio ?? '')
        .trim()
        .toLowerCase(),
    ),
  );
  const random = seededRandom(SOCIAL_SAMPLE_SEED);
  const result: SampledSocialRow[] = [];
  const taken = new Set<string>();
  type Entry = [string, { platform: 'instagram' | 'tiktok'; username: string; bio: string; niches: Set<string> }];
  const take = (version: (typeof VERSIONS)[number], batch: 1 | 2, stratum: SampledSocialRow['stratum'], entries: Entry[]) => {
    for (const [key, a] of entries) {
      taken.add(key);
      result.push({
        id: `${version.year}:${key}`,
        platform: a.platform,
        username: a.username,
        year: version.year,
        commit: version.commit,
        niches: [...a.niches].sort(),
        stratum,
        part: version.part,
        batch,
        text: a.bio,
      });
    }
  };
  // Batch 1: per version, the shuffled discount-word and German lists, the first rows of each.
  const lists = new Map<number, { withWord: Entry[]; german: Entry[] }>();
  for (const version of VERSIONS) {
    const accounts = readVersion(gitDir, version.commit);
    const pool = [...accounts.entries()]
      .filter(([key, a]) => a.bio && !excludedAccounts.has(key) && !taken.has(key) && !latestTexts.has(a.bio.trim().toLowerCase()))
      .sort(([a], [b]) => a.localeCompare(b));
    const withWord = shuffle(
      pool.filter(([, a]) => DISCOUNT_WORDS.test(a.bio)),
      random,
    );
    const german = shuffle(
      pool.filter(([, a]) => !DISCOUNT_WORDS.test(a.bio) && GERMAN_WORDS.test(a.bio)),
      random,
    );
    lists.set(version.year, { withWord, german });
    take(version, 1, 'discount-word', withWord.slice(0, version.discountWord));
    take(version, 1, 'german-random', german.slice(0, version.germanRandom));
    console.log(
      `${version.year} batch 1: pool ${pool.length}; discount-word ${Math.min(withWord.length, version.discountWord)}, german-random ${Math.min(german.length, version.germanRandom)} (${version.part})`,
    );
  }
  // Batch 2: further down the same lists, skipping accounts taken in either batch (an account stays on one side).
  for (const version of VERSIONS) {
    const { withWord, german } = lists.get(version.year)!;
    const before = result.length;
    take(
      version,
      2,
      'discount-word',
      withWord.slice(version.discountWord).filter(([key]) => !taken.has(key)),
    );
    const words = result.length - before;
    take(
      version,
      2,
      'german-random',
      german
        .slice(version.germanRandom)
        .filter(([key]) => !taken.has(key))
        .slice(0, version.moreGermanRandom),
    );
    console.log(`${version.year} batch 2: discount-word ${words}, german-random ${result.length - before - words} (${version.part})`);
  }
  await writeFile(new URL('social-german-captions/rows.json', fixtures), `${JSON.stringify(result, null, 1)}\n`);
  console.log(`${result.length} rows`);
}

const [gitDir, dataDir] = process.argv.slice(2);
if (!gitDir || !dataDir) {
  console.error('usage: node --import tsx bench/quality/sample-social-german.ts <git dir of inBeat/inbeat-website> <data folder>');
  process.exitCode = 2;
} else await main(gitDir, dataDir);

/**
 * The labelled fake-account sources of the leave-one-source-out protocol (FAKE-ACCOUNTS-PROTOCOL.md), each row mapped to the
 * profile the product receives (as `npm run analyze -- accounts` maps a file's columns), plus the unlabelled SRF follower
 * sample. Each source is split ONCE, here, into a tuning part and a sealed part (stratified by label, seeded hash): design
 * work reads only tuning parts; sealed parts are scored when the design is final.
 */
import { readFile } from 'node:fs/promises';
import { parseCsv } from '@creatorlens/core/intelligence';
import type { AccountProfile } from '../../packages/core/src/intelligence/accounts/features.ts';

export type SourceId = 'kaggle' | 'instafake' | 'srf';

export interface SourceInfo {
  id: SourceId;
  title: string;
  platform: 'instagram';
  /** Language of the accounts as far as the source says; 'unknown' when it does not. */
  language: string;
  /** Profile fields the source records (the rest stay undefined in its profiles). */
  fields: readonly (keyof AccountProfile)[];
}

export const SOURCES: readonly SourceInfo[] = [
  {
    id: 'kaggle',
    title: 'Kaggle "fake spammer genuine" (train+test, balanced)',
    platform: 'instagram',
    language: 'unknown',
    fields: ['username', 'fullName', 'bio', 'externalUrl', 'followers', 'following', 'posts', 'hasProfilePic', 'isPrivate'],
  },
  {
    id: 'instafake',
    title: 'InstaFake fake-v1.0 (anonymised counts)',
    platform: 'instagram',
    language: 'unknown',
    fields: ['username', 'bio', 'followers', 'following', 'posts', 'hasProfilePic', 'isPrivate'],
  },
  {
    id: 'srf',
    title: 'SRF Data, followers of Swiss influencers (hand-labelled)',
    platform: 'instagram',
    language: 'de',
    fields: ['username', 'followers', 'following', 'posts', 'hasProfilePic', 'isPrivate'],
  },
];

export interface LabelledAccount {
  source: SourceId;
  /** `<source>:<row number in the source's files>` */
  id: string;
  profile: AccountProfile;
  isFake: boolean;
  part: 'tuning' | 'sealed';
}

const FIXTURES = new URL('../fixtures/quality/', import.meta.url);
const read = (path: string) => readFile(new URL(path, FIXTURES), 'utf8');

/** A stand-in username with the given length and digit count (the sources without usernames give only these). */
const standInUsername = (length: number, digits: number) => `${'a'.repeat(Math.max(0, length - digits))}${'1'.repeat(digits)}`;

/** Kaggle gives derived features only; the profile reproduces them (100 characters give a 2-decimal digit ratio exactly). */
async function readKaggle(): Promise<Omit<LabelledAccount, 'part'>[]> {
  const rows = [
    ...parseCsv(await read('instagram-fake-accounts-kaggle/insta_train.csv')),
    ...parseCsv(await read('instagram-fake-accounts-kaggle/insta_test.csv')),
  ];
  return rows.map((row, index) => {
    const num = (column: string) => Number(row[column]);
    const username = standInUsername(100, Math.round(num('nums/length username') * 100));
    const words = num('fullname words');
    const fullName =
      num('name==username') === 1
        ? username
        : words === 0
          ? ''
          : Array.from({ length: words }, (_, i) =>
              i === 0 ? standInUsername(100, Math.round(num('nums/length fullname') * 100)).replace(/a/g, 'b') : 'b',
            ).join(' ');
    return {
      source: 'kaggle' as const,
      id: `kaggle:${index}`,
      profile: {
        username,
        fullName,
        bio: 'x'.repeat(num('description length')),
        externalUrl: num('external URL') === 1 ? 'https://example.org' : '',
        followers: num('#followers'),
        following: num('#follows'),
        posts: num('#posts'),
        hasProfilePic: num('profile pic') === 1,
        isPrivate: num('private') === 1,
      },
      isFake: num('fake') === 1,
    };
  });
}

interface InstaFakeRow {
  userFollowerCount: number;
  userFollowingCount: number;
  userBiographyLength: number;
  userMediaCount: number;
  userHasProfilPic: number;
  userIsPrivate: number;
  usernameDigitCount: number;
  usernameLength: number;
  isFake: number;
}

async function readInstaFake(): Promise<Omit<LabelledAccount, 'part'>[]> {
  const rows = [
    ...(JSON.parse(await read('instagram-fake-accounts-instafake/fakeAccountData.json')) as InstaFakeRow[]),
    ...(JSON.parse(await read('instagram-fake-accounts-instafake/realAccountData.json')) as InstaFakeRow[]),
  ];
  return rows.map((row, index) => ({
    source: 'instafake' as const,
    id: `instafake:${index}`,
    profile: {
      username: standInUsername(row.usernameLength, row.usernameDigitCount),
      bio: 'x'.repeat(row.userBiographyLength),
      followers: row.userFollowerCount,
      following: row.userFollowingCount,
      posts: row.userMediaCount,
      hasProfilePic: row.userHasProfilPic === 1,
      isPrivate: row.userIsPrivate === 1,
    },
    isFake: row.isFake === 1,
  }));
}

/** SRF's columns as a follower file would carry them: "NA" is a missing value, booleans are TRUE/FALSE. */
export function srfProfile(row: Record<string, unknown>): AccountProfile {
  const count = (value: unknown) => (value === undefined || value === 'NA' || value === '' ? null : Number(value));
  const flag = (value: unknown) => (value === 'TRUE' ? true : value === 'FALSE' ? false : null);
  return {
    username: String(row.Username ?? ''),
    followers: count(row['Number.of.followers']),
    following: count(row['Number.of.people.they.follow']),
    posts: count(row['Number.of.posts']),
    hasProfilePic: flag(row.has_profile_picture),
    isPrivate: flag(row['Private.account']),
  };
}

async function readSrfLabelled(): Promise<Omit<LabelledAccount, 'part'>[]> {
  const rows = parseCsv(await read('instagram-followers-srf-sample/labelled_1000_inclprivate.csv'));
  return rows.map((row, index) => ({
    source: 'srf' as const,
    id: `srf:${index}`,
    profile: srfProfile(row),
    isFake: row.rating === 'TRUE',
  }));
}

/** FNV-1a of the row id with a fixed seed: the split never changes when code or data around it changes. */
function hash(text: string): number {
  let h = 0x811c9dc5 ^ 20261127;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/** Share of each source (per label) kept sealed. */
export const SEALED_SHARE = 0.4;

function split(rows: Omit<LabelledAccount, 'part'>[]): LabelledAccount[] {
  const sealed = new Set<string>();
  for (const label of [true, false]) {
    const group = rows.filter((r) => r.isFake === label).sort((a, b) => hash(a.id) - hash(b.id) || a.id.localeCompare(b.id));
    group.slice(0, Math.round(group.length * SEALED_SHARE)).forEach((r) => sealed.add(r.id));
  }
  return rows.map((r) => ({ ...r, part: sealed.has(r.id) ? 'sealed' : 'tuning' }));
}

/** Every labelled account of every source, each with its part. */
export async function readLabelledSources(): Promise<LabelledAccount[]> {
  return [...split(await readKaggle()), ...split(await readInstaFake()), ...split(await readSrfLabelled())];
}

/** The 10,000 unlabelled followers of Swiss influencers (SRF, 2017), as profiles. */
export async function readSrfUnlabelled(): Promise<AccountProfile[]> {
  return parseCsv(await read('instagram-followers-srf-sample/random_sample_of_unclassified_followers.csv')).map(srfProfile);
}

/** What SRF Data published for all ~7 million followers (their random forest, cutoffs 0.35-0.25): main.Rmd §6.2. */
export const SRF_PUBLISHED_FAKE_SHARE = { low: 0.258, high: 0.311 } as const;

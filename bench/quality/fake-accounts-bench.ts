/**
 * Fake-account detector on the held-out TEST split of instagram-fake-accounts-kaggle (the model was trained on the
 * train split only), plus a plausibility check on the unlabelled SRF follower sample: the share our classifier calls
 * suspicious next to the 25.8-31.1 % fake share SRF Data published for the full 7 million followers.
 */
import { readFile } from 'node:fs/promises';
import { parseCsv } from '@creatorlens/core';
import { ACCOUNT_TYPES, classifyAccount, fakeProbability, SUSPICIOUS_PROBABILITY } from '../../packages/core/src/intelligence/accounts/classify-account.ts';
import { featuresOf, modelInputs, type AccountFeatures, type AccountProfile } from '../../packages/core/src/intelligence/accounts/features.ts';
import { readFakeAccounts } from './fake-accounts-data.ts';
import { scores, type Scores } from './metrics.ts';

export interface FakeAccountFigures {
  /** As the product decides: odds moved to the audience prior (classify-account.ts AUDIENCE_FAKE_PRIOR). */
  test: Scores;
  /** The model's own decision at the labelled set's prior (half fake), for comparison. */
  testAtTrainingPrior: Scores;
  testSize: number;
  /** Test accounts whose features the profile round trip did not reproduce (name==username rows can differ). */
  featureDrift: number;
  srfSample: { size: number; shares: Record<string, number>; suspiciousAtTrainingPrior: number };
}

/**
 * The labelled set holds derived features only; this builds a profile that maps back onto exactly those features
 * (a username with the same digit ratio, a name with the same word count), so the product's own mapping is tested too.
 */
export function profileFromFeatures(f: AccountFeatures): AccountProfile {
  const shape = (digitRatio: number, length: number, letter: string) => {
    const digits = Math.round(digitRatio * length);
    return `${letter.repeat(length - digits)}${'1'.repeat(digits)}`;
  };
  // Digit ratios are given to 2 decimals; 100 characters reproduce them exactly.
  const username = shape(f.usernameDigitRatio ?? 0, 100, 'a');
  const words = f.fullNameWords ?? 0;
  const fullName = f.nameEqualsUsername ? username : words === 0 ? '' : Array.from({ length: words }, (_, i) => (i === 0 ? shape(f.fullNameDigitRatio ?? 0, 100, 'b') : 'b')).join(' ');
  return {
    username,
    fullName,
    bio: 'x'.repeat(f.bioLength ?? 0),
    followers: f.followers,
    following: f.following,
    posts: f.posts,
    hasProfilePic: f.hasProfilePic === 1,
    isPrivate: f.isPrivate === 1,
    externalUrl: f.hasExternalUrl ? 'https://example.org' : '',
  };
}

async function srfShares(): Promise<FakeAccountFigures['srfSample']> {
  const text = await readFile(new URL('../fixtures/quality/instagram-followers-srf-sample/random_sample_of_unclassified_followers.csv', import.meta.url), 'utf8');
  const rows = parseCsv(text);
  const count = (value: unknown) => (value === undefined || value === 'NA' || value === '' ? null : Number(value));
  const counts: Record<string, number> = Object.fromEntries(ACCOUNT_TYPES.map((t) => [t, 0]));
  let suspiciousAtTrainingPrior = 0;
  for (const row of rows) {
    // The sample has no full name, bio or link: those stay missing (the model then adds nothing for them).
    const profile: AccountProfile = {
      username: String(row.Username ?? ''),
      followers: count(row['Number.of.followers']),
      following: count(row['Number.of.people.they.follow']),
      posts: count(row['Number.of.posts']),
      hasProfilePic: row.has_profile_picture === 'TRUE',
      isPrivate: row['Private.account'] === 'TRUE',
    };
    counts[classifyAccount(profile).type]! += 1;
    if (fakeProbability(profile, { prior: 'training' }) >= SUSPICIOUS_PROBABILITY) suspiciousAtTrainingPrior += 1;
  }
  return {
    size: rows.length,
    shares: Object.fromEntries(Object.entries(counts).map(([t, n]) => [t, n / rows.length])),
    suspiciousAtTrainingPrior: suspiciousAtTrainingPrior / rows.length,
  };
}

export async function runFakeAccountBench(): Promise<FakeAccountFigures> {
  const test = await readFakeAccounts('test');
  // The round trip must reproduce the labelled features, or the figure would measure the mapping instead of the model.
  const drifted = test.filter((a) => JSON.stringify(modelInputs(featuresOf(profileFromFeatures(a.features)))) !== JSON.stringify(modelInputs(a.features)));
  const predictions = (prior: 'audience' | 'training') =>
    test.map((a) => ({ actual: a.isFake, predicted: fakeProbability(profileFromFeatures(a.features), { prior }) >= SUSPICIOUS_PROBABILITY }));
  return {
    test: scores(predictions('audience')),
    testAtTrainingPrior: scores(predictions('training')),
    testSize: test.length,
    featureDrift: drifted.length,
    srfSample: await srfShares(),
  };
}

/** The labelled fake-account set (instagram-fake-accounts-kaggle) as AccountFeatures with labels. */
import { readFile } from 'node:fs/promises';
import { parseCsv } from '@creatorlens/core';
import type { AccountFeatures } from '../../packages/core/src/intelligence/accounts/features.ts';

export interface LabelledAccount {
  features: AccountFeatures;
  isFake: boolean;
}

const DATA_DIR = new URL('../fixtures/quality/instagram-fake-accounts-kaggle/', import.meta.url);

/** The set's columns are already the derived features; they map one to one. */
export async function readFakeAccounts(split: 'train' | 'test'): Promise<LabelledAccount[]> {
  const rows = parseCsv(await readFile(new URL(`insta_${split}.csv`, DATA_DIR), 'utf8'));
  const num = (row: Record<string, unknown>, column: string) => Number(row[column]);
  return rows.map((row) => ({
    features: {
      hasProfilePic: num(row, 'profile pic'),
      usernameDigitRatio: num(row, 'nums/length username'),
      fullNameWords: num(row, 'fullname words'),
      fullNameDigitRatio: num(row, 'nums/length fullname'),
      nameEqualsUsername: num(row, 'name==username'),
      bioLength: num(row, 'description length'),
      hasExternalUrl: num(row, 'external URL'),
      isPrivate: num(row, 'private'),
      posts: num(row, '#posts'),
      followers: num(row, '#followers'),
      following: num(row, '#follows'),
    },
    isFake: num(row, 'fake') === 1,
  }));
}

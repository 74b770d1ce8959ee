import { describe, expect, it } from 'vitest';
import { AUDIENCE_FAKE_PRIOR, classifyAccount, fakeProbability, TRAINING_FAKE_SHARE } from '../src/intelligence/accounts/classify-account.ts';
import { featuresOf } from '../src/intelligence/accounts/features.ts';
import { audienceShares } from '../src/intelligence/audience/classify-audiences.ts';

const realPerson = { username: 'anna.mueller', fullName: 'Anna Müller', bio: 'Zürich · Kaffee · Berge', followers: 640, following: 410, posts: 212, hasProfilePic: true, isPrivate: false, externalUrl: null };
const bot = { username: 'user83920174', fullName: '', bio: '', followers: 3, following: 1890, posts: 0, hasProfilePic: false, isPrivate: false, externalUrl: null };

describe('featuresOf', () => {
  it('maps a raw profile onto the ratios of the labelled set', () => {
    expect(featuresOf({ username: 'max1234', fullName: 'Max 2', bio: 'Hi', followers: 10, following: 20, posts: 3, hasProfilePic: true, isPrivate: true, externalUrl: 'https://x.de' })).toEqual({
      hasProfilePic: 1, usernameDigitRatio: 0.57, fullNameWords: 2, fullNameDigitRatio: 0.2, nameEqualsUsername: 0, bioLength: 2,
      hasExternalUrl: 1, isPrivate: 1, posts: 3, followers: 10, following: 20,
    });
  });

  it('treats a full name equal to the username (ignoring case and dots) as name==username', () => {
    expect(featuresOf({ username: 'anna.mueller', fullName: 'Anna Mueller' }).nameEqualsUsername).toBe(1);
  });

  it('keeps missing columns as null instead of guessing zero', () => {
    expect(featuresOf({ username: 'x' })).toMatchObject({ bioLength: null, followers: null, hasProfilePic: null, hasExternalUrl: null, fullNameWords: null });
  });

  it('reads a null column as missing, as a stored sample keeps an absent column, and an empty one as "none"', () => {
    expect(featuresOf({ username: 'x', bio: null, fullName: null, externalUrl: null })).toMatchObject({ bioLength: null, fullNameWords: null, hasExternalUrl: null });
    expect(featuresOf({ username: 'x', bio: '', fullName: '', externalUrl: '' })).toMatchObject({ bioLength: 0, fullNameWords: 0, hasExternalUrl: 0 });
  });
});

describe('classifyAccount', () => {
  it('calls an ordinary person real', () => {
    expect(classifyAccount(realPerson)).toMatchObject({ type: 'real' });
    expect(fakeProbability(realPerson)).toBeLessThan(0.2);
  });

  it('calls a faceless, post-less account with a numeric name that follows thousands suspicious', () => {
    const result = classifyAccount(bot);
    expect(result.type).toBe('suspicious');
    expect(result.fakeProbability).toBeGreaterThan(0.9);
  });

  it('calls an account with more than 5,000 followers and fewer than 1,500 followings an influencer', () => {
    expect(classifyAccount({ ...realPerson, followers: 48_000, following: 350, externalUrl: 'https://anna.ch' }).type).toBe('influencer');
  });

  it('calls a real-looking account that follows more than 1,500 accounts a mass follower', () => {
    expect(classifyAccount({ ...realPerson, followers: 2_400, following: 2_100, posts: 900, externalUrl: 'https://anna.ch' }).type).toBe('mass_follower');
  });

  it('moves the odds from the half-fake training set to the audience prior (Bayes), keeping the order of accounts', () => {
    const odds = (p: number) => p / (1 - p);
    for (const profile of [realPerson, bot, { ...realPerson, posts: 0, hasProfilePic: false }]) {
      const audience = fakeProbability(profile);
      const training = fakeProbability(profile, { prior: 'training' });
      expect(audience).toBeLessThan(training);
      expect(odds(audience) / odds(training)).toBeCloseTo(odds(AUDIENCE_FAKE_PRIOR) / odds(TRAINING_FAKE_SHARE), 6);
    }
  });

  it('answers with a probability between 0 and 1 when every column is missing', () => {
    const result = classifyAccount({});
    expect(result.fakeProbability).toBeGreaterThanOrEqual(0);
    expect(result.fakeProbability).toBeLessThanOrEqual(1);
  });
});

describe('audienceShares', () => {
  it('reports type shares and credibility as real + influencer', () => {
    expect(audienceShares(['real', 'real', 'suspicious', 'influencer', 'mass_follower'])).toEqual({
      typeShares: { real: 0.4, suspicious: 0.2, massFollower: 0.2, influencer: 0.2 },
      credibility: 0.6,
    });
  });

  it('has no credibility for an empty sample', () => {
    expect(audienceShares([]).credibility).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { classifyAccount, fakeProbability, type FakeAccountModel } from '../src/intelligence/accounts/classify-account.ts';
import { FAKE_ACCOUNT_MODEL } from '../src/intelligence/accounts/fake-account-model.ts';
import { MODEL_INPUT_NAMES, missingFields, modelInputs, quietness } from '../src/intelligence/accounts/features.ts';
import { sampleCertainty, wilsonInterval } from '../src/intelligence/audience/audience-interval.ts';
import { audienceShares } from '../src/intelligence/audience/classify-audiences.ts';

const realPerson = {
  username: 'anna.mueller',
  fullName: 'Anna Müller',
  bio: 'Zürich · Kaffee · Berge',
  followers: 640,
  following: 410,
  posts: 212,
  hasProfilePic: true,
  isPrivate: false,
  externalUrl: null,
};
const bot = {
  username: 'user83920174',
  fullName: '',
  bio: '',
  followers: 3,
  following: 1890,
  posts: 0,
  hasProfilePic: false,
  isPrivate: false,
  externalUrl: null,
};

describe('modelInputs', () => {
  it('reads counts, picture and username only: bio, name, link and private flag change nothing', () => {
    const bare = { username: 'max1234', followers: 10, following: 20, posts: 3, hasProfilePic: true };
    const inputs = modelInputs(bare);
    expect(inputs).toHaveLength(MODEL_INPUT_NAMES.length);
    expect(modelInputs({ ...bare, bio: 'Hi', fullName: 'Max 2', externalUrl: 'https://x.de', isPrivate: true })).toEqual(inputs);
  });

  it('answers null (not enough data) when posts, followers or following is missing, and names what is missing', () => {
    expect(modelInputs({ username: 'x', followers: 10, following: 20 })).toBeNull();
    expect(missingFields({ username: 'x', followers: 10, posts: null })).toEqual(['posts', 'following']);
    expect(missingFields(realPerson)).toEqual([]);
  });

  it('leaves a missing picture or username as null (treated as average), not as "no picture"', () => {
    const inputs = modelInputs({ followers: 10, following: 20, posts: 0 })!;
    expect(inputs.filter((value) => value === null)).toHaveLength(4);
  });

  it('counts posting little as quietness from 1 (no posts) down to 0 (29 posts or more)', () => {
    expect(quietness(0)).toBe(1);
    expect(quietness(5)).toBeGreaterThan(quietness(10));
    expect(quietness(29)).toBe(0);
    expect(quietness(500)).toBe(0);
  });
});

describe('classifyAccount', () => {
  it('calls an ordinary active person real', () => {
    expect(classifyAccount(realPerson)).toMatchObject({ type: 'real' });
  });

  it('calls quiet followers real: few or no posts, no bio, following a few hundred to well over a thousand', () => {
    const quiet = [
      { username: 'lena.meier', followers: 48, following: 310, posts: 2, hasProfilePic: true, isPrivate: true, bio: '' },
      { username: 'marco_b', followers: 12, following: 95, posts: 0, hasProfilePic: true, isPrivate: false, bio: '' },
      { username: 'sandra.keller', followers: 220, following: 1_400, posts: 3, hasProfilePic: true, isPrivate: true, bio: '' },
    ];
    for (const profile of quiet) expect(classifyAccount(profile).type, profile.username).toBe('real');
  });

  it('calls a faceless, post-less account with a numeric name that follows thousands suspicious', () => {
    const result = classifyAccount(bot);
    expect(result.type).toBe('suspicious');
    expect(result.fakeProbability).toBeGreaterThan(FAKE_ACCOUNT_MODEL.threshold);
  });

  it('calls an account with more than 5,000 followers and fewer than 1,500 followings an influencer', () => {
    expect(classifyAccount({ ...realPerson, followers: 48_000, following: 350 }).type).toBe('influencer');
  });

  it('calls an active account that follows more than 1,500 accounts a mass follower, not a fake', () => {
    expect(classifyAccount({ ...realPerson, followers: 2_400, following: 2_100, posts: 900 }).type).toBe('mass_follower');
  });

  it('says "not enough data" with the prior instead of a guess when the counts are missing', () => {
    expect(classifyAccount({ username: 'anna', hasProfilePic: true })).toEqual({
      type: 'not_enough_data',
      fakeProbability: FAKE_ACCOUNT_MODEL.prior,
      missingFields: ['posts', 'followers', 'following'],
    });
    expect(fakeProbability({ username: 'anna', followers: 20 })).toBeNull();
  });

  it('decides with the model it is given (the bench passes each held-out fold its own)', () => {
    const alwaysFake: FakeAccountModel = { ...FAKE_ACCOUNT_MODEL, threshold: 0 };
    expect(classifyAccount(realPerson, { model: alwaysFake }).type).toBe('suspicious');
  });

  it('answers a calibrated probability that grows with the bot pattern', () => {
    const following = [200, 1_000, 5_000].map((n) =>
      fakeProbability({ ...bot, hasProfilePic: true, username: 'sandra.keller', following: n })!,
    );
    expect(following[0]!).toBeLessThan(following[1]!);
    expect(following[1]!).toBeLessThan(following[2]!);
  });
});

describe('audienceShares', () => {
  it('reports type shares and credibility over the judged accounts, and the share not judged over the sample', () => {
    expect(audienceShares(['real', 'real', 'suspicious', 'influencer', 'mass_follower', 'not_enough_data'])).toEqual({
      typeShares: { real: 0.4, suspicious: 0.2, massFollower: 0.2, influencer: 0.2, notEnoughData: 0.1667 },
      credibility: 0.6,
    });
  });

  it('has no credibility for an empty sample or one where nothing could be judged', () => {
    expect(audienceShares([]).credibility).toBeNull();
    expect(audienceShares(['not_enough_data', 'not_enough_data'])).toMatchObject({
      credibility: null,
      typeShares: { notEnoughData: 1, suspicious: 0 },
    });
  });
});

describe('wilsonInterval and sampleCertainty', () => {
  it('gives the 95 % Wilson interval, which stays inside 0..1 for shares of 0 and 1', () => {
    expect(wilsonInterval(5, 10)).toEqual({ low: 0.2366, high: 0.7634 });
    expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: 0.2775 });
    expect(wilsonInterval(10, 10)).toEqual({ low: 0.7225, high: 1 });
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('narrows as the sample grows', () => {
    const small = wilsonInterval(10, 50)!;
    const large = wilsonInterval(1_000, 5_000)!;
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });

  it('recovers the judged count from stored shares and intervals over it', () => {
    const { typeShares, credibility } = audienceShares([
      ...Array<'real'>(40).fill('real'),
      ...Array<'suspicious'>(10).fill('suspicious'),
      ...Array<'not_enough_data'>(7).fill('not_enough_data'),
    ]);
    expect(sampleCertainty({ suspicious: typeShares.suspicious!, notEnoughData: typeShares.notEnoughData }, credibility, 57)).toEqual({
      judgedSize: 50,
      notEnoughData: 7,
      suspiciousInterval: wilsonInterval(10, 50),
      credibilityInterval: wilsonInterval(40, 50),
    });
  });
});

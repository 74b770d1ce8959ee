/**
 * Classifies one follower account into the audience types of market.md §2.2 (HypeAuditor's definitions):
 * suspicious (the fake-account model says so), mass follower (follows more than 1,500 accounts), influencer (more
 * than 5,000 followers while following fewer than 1,500), otherwise real.
 */
import { FAKE_ACCOUNT_MODEL } from './fake-account-model.ts';
import { featuresOf, modelInputs, type AccountProfile } from './features.ts';

export type AccountType = 'real' | 'suspicious' | 'mass_follower' | 'influencer';

export const ACCOUNT_TYPES: readonly AccountType[] = ['real', 'suspicious', 'mass_follower', 'influencer'];

export const MASS_FOLLOWER_FOLLOWING = 1_500;
export const INFLUENCER_FOLLOWERS = 5_000;
/** An account is suspicious when its fake probability (re-weighted to the audience prior below) reaches one half. */
export const SUSPICIOUS_PROBABILITY = 0.5;
/** Share of fakes in the labelled set the model was trained on (instagram-fake-accounts-kaggle: 288 of 576). */
export const TRAINING_FAKE_SHARE = 0.5;
/**
 * Share of fakes expected among a real audience's followers: SRF Data found 25.8-31.1 % in 7 million followers of
 * Swiss influencers (2017); this is the middle. A model trained on a half-fake set answers as if every other account
 * were fake, which overstates the share in real audiences; Bayes' rule moves its odds to this prior instead
 * (on the SRF follower sample: 55.5 % suspicious at the training prior, 48.0 % at this one).
 */
export const AUDIENCE_FAKE_PRIOR = 0.285;
const PRIOR_SHIFT = Math.log(AUDIENCE_FAKE_PRIOR / (1 - AUDIENCE_FAKE_PRIOR)) - Math.log(TRAINING_FAKE_SHARE / (1 - TRAINING_FAKE_SHARE));

export interface AccountClassification {
  type: AccountType;
  /** 0..1: how likely the account is fake or spam, from profile features only. */
  fakeProbability: number;
}

/** The model's log-odds that the account is fake at the training prior; missing features count as average. */
function trainingLogOdds(profile: AccountProfile): number {
  const { means, scales, weights, bias } = FAKE_ACCOUNT_MODEL;
  return modelInputs(featuresOf(profile)).reduce<number>(
    (sum, value, j) => (value === null ? sum : sum + ((value - means[j]!) / scales[j]!) * weights[j]!),
    bias,
  );
}

/**
 * The probability that the account is fake among a real audience's followers (the model's odds moved from the
 * half-fake training set to AUDIENCE_FAKE_PRIOR). With `prior: 'training'`, the model's own answer on a half-fake set.
 */
export function fakeProbability(profile: AccountProfile, { prior = 'audience' }: { prior?: 'audience' | 'training' } = {}): number {
  const z = trainingLogOdds(profile) + (prior === 'audience' ? PRIOR_SHIFT : 0);
  return 1 / (1 + Math.exp(-z));
}

export function classifyAccount(profile: AccountProfile): AccountClassification {
  const probability = fakeProbability(profile);
  const following = profile.following ?? null;
  const followers = profile.followers ?? null;
  let type: AccountType = 'real';
  if (probability >= SUSPICIOUS_PROBABILITY) type = 'suspicious';
  else if (following !== null && following > MASS_FOLLOWER_FOLLOWING) type = 'mass_follower';
  else if (followers !== null && followers > INFLUENCER_FOLLOWERS) type = 'influencer';
  return { type, fakeProbability: Math.round(probability * 1000) / 1000 };
}

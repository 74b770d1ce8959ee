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
/** The model's decision threshold: at 0.5 it was trained and cross-validated. */
export const SUSPICIOUS_PROBABILITY = 0.5;

export interface AccountClassification {
  type: AccountType;
  /** 0..1: how likely the account is fake or spam, from profile features only. */
  fakeProbability: number;
}

/** The model's probability that the account is fake; missing features count as average (they add nothing). */
export function fakeProbability(profile: AccountProfile): number {
  const { means, scales, weights, bias } = FAKE_ACCOUNT_MODEL;
  const z = modelInputs(featuresOf(profile)).reduce<number>(
    (sum, value, j) => (value === null ? sum : sum + ((value - means[j]!) / scales[j]!) * weights[j]!),
    bias,
  );
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

/**
 * Classifies one follower account into the audience types of market.md §2.2 (HypeAuditor's definitions):
 * suspicious (the fake-account model's calibrated probability reaches the model's operating threshold), mass follower
 * (follows more than 1,500 accounts), influencer (more than 5,000 followers while following fewer than 1,500), otherwise
 * real; and "not enough data" when the counts that carry the signal are missing, instead of a guess.
 */
import { FAKE_ACCOUNT_MODEL } from './fake-account-model.ts';
import { missingFields, modelInputs, type AccountProfile, REQUIRED_FIELDS } from './features.ts';

export type AccountType = 'real' | 'suspicious' | 'mass_follower' | 'influencer' | 'not_enough_data';

/** The types of accounts the model judged; 'not_enough_data' is counted apart. */
export const ACCOUNT_TYPES: readonly Exclude<AccountType, 'not_enough_data'>[] = ['real', 'suspicious', 'mass_follower', 'influencer'];

const MASS_FOLLOWER_FOLLOWING = 1_500;
const INFLUENCER_FOLLOWERS = 5_000;

/** A fitted fake-account model (bench/quality/fake-accounts-fit.ts writes one per held-out source and one for the product). */
export interface FakeAccountModel {
  inputs: readonly string[];
  means: readonly number[];
  scales: readonly number[];
  weights: readonly number[];
  bias: number;
  /** Platt scaling of the raw log-odds, fitted on sources the model was not fitted on: p = σ(slope·z + intercept). */
  calibration: { slope: number; intercept: number };
  /** The share of fakes the calibrated probability assumes among a creator's followers. */
  prior: number;
  /** Calibrated probability from which an account is suspicious (chosen for <= 3 % of real accounts called fake). */
  threshold: number;
}

interface AccountClassification {
  type: AccountType;
  /**
   * 0..1: calibrated probability that the account is fake among a creator's followers. For 'not_enough_data' it is the
   * model's prior (nothing is known about the account), not a judgement.
   */
  fakeProbability: number;
  /** Required fields the profile lacked (only for 'not_enough_data'). */
  missingFields?: (typeof REQUIRED_FIELDS)[number][];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The calibrated fake probability, or null when the profile lacks the fields the model needs. */
export function fakeProbability(profile: AccountProfile, model: FakeAccountModel = FAKE_ACCOUNT_MODEL): number | null {
  const inputs = modelInputs(profile);
  if (inputs === null) return null;
  // A missing optional field adds nothing (it counts as the training mean).
  const z = inputs.reduce<number>(
    (sum, value, j) => (value === null ? sum : sum + ((value - model.means[j]!) / model.scales[j]!) * model.weights[j]!),
    model.bias,
  );
  return sigmoid(model.calibration.slope * z + model.calibration.intercept);
}

/** Classifies one account; `model` defaults to the product's (the bench passes each held-out fold's model). */
export function classifyAccount(
  profile: AccountProfile,
  { model = FAKE_ACCOUNT_MODEL }: { model?: FakeAccountModel } = {},
): AccountClassification {
  const probability = fakeProbability(profile, model);
  if (probability === null) return { type: 'not_enough_data', fakeProbability: model.prior, missingFields: missingFields(profile) };
  const following = profile.following ?? null;
  const followers = profile.followers ?? null;
  let type: AccountType = 'real';
  if (probability >= model.threshold) type = 'suspicious';
  else if (following !== null && following > MASS_FOLLOWER_FOLLOWING) type = 'mass_follower';
  else if (followers !== null && followers > INFLUENCER_FOLLOWERS) type = 'influencer';
  return { type, fakeProbability: Math.round(probability * 1000) / 1000 };
}

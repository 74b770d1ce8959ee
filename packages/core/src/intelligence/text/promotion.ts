/**
 * How likely a post text is promotional (a call to buy, watch, vote, visit ...; a brand tagged for reach), from the
 * logistic-regression model in promo-model.ts. Pure; the same function the bench measures.
 */
import { promoFeatureVector, PROMO_HASH_BUCKETS, type PromoCues, type SparseVector } from './promo-features.ts';
import { PROMO_MODEL } from './promo-model.ts';

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The model's score of an input vector (exported for the training script's checks). */
function promoScore(vector: SparseVector): number {
  let z = PROMO_MODEL.bias;
  vector.indices.forEach((index, k) => {
    const weight = index < PROMO_HASH_BUCKETS ? PROMO_MODEL.hashWeights[index] : PROMO_MODEL.featureWeights[index - PROMO_HASH_BUCKETS];
    z += (weight ?? 0) * vector.values[k]!;
  });
  return sigmoid(z);
}

/** Probability (0..1) that the text is promotional, rounded to 3 decimals. */
export function promotionProbability(text: string, cues: PromoCues): number {
  return Math.round(promoScore(promoFeatureVector(text, cues)) * 1000) / 1000;
}

/** At or above this probability a post counts as sponsored/promotional (chosen by cross-validation on the train split). */
export const PROMOTION_THRESHOLD: number = PROMO_MODEL.threshold;

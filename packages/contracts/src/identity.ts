/**
 * Cross-platform identity resolution (one person behind channels on several platforms): the shared vocabulary of the
 * resolver (db seed and core), the API and the artist page. The thresholds are the one source of truth; the measured
 * precision and recall at these thresholds are in docs/how-good-is-it.md ("Identity resolution").
 */

/** At or above this confidence two channels are grouped under one artist without asking anybody. */
export const IDENTITY_AUTO_MERGE_AT = 0.8;
/** At or above this (and below auto-merge) the pair is stored and shown as a suggestion ("Same person?"). */
export const IDENTITY_SUGGEST_AT = 0.4;

export const IDENTITY_EVIDENCE_KINDS = [
  /** A source lists the other channel beside this one (the Swiss YouTube directory's Instagram/Twitch columns). */
  'source-link',
  /** A bio or description links to the other channel's profile (instagram.com/x, tiktok.com/@x, twitch.tv/x, ...). */
  'profile-link',
  /** A bio names the other channel with its platform ("IG: @x", "Instagram: x", "YouTube; x"). */
  'labelled-mention',
  /** Equal usernames on both platforms (letters and digits compared, `lena.kocht` = `lenakocht`). */
  'handle-equal',
  /** One channel's username is the other's full display name ("Selena Gomez" ↔ selenagomez). */
  'handle-name',
  /** Equal display names of two or more words. */
  'name-equal',
  /** Usernames equal apart from a decoration (official, tv, real, the, a trailing number). */
  'handle-similar',
  /** Counter-evidence: both channels state a home country, and they differ. */
  'country-differs',
  /** Counter-evidence: both channels state a language, and they differ. */
  'language-differs',
  /** Counter-evidence: the matching name or username is shared by several channels of one platform. */
  'ambiguous-key',
  /** Counter-evidence: a bio calls the channel a fan page, fan account or parody. */
  'fan-account',
] as const;
export type IdentityEvidenceKind = (typeof IDENTITY_EVIDENCE_KINDS)[number];

/** One reason for (positive weight) or against (negative weight) two channels being one person, in both languages. */
export interface IdentityEvidence {
  kind: IdentityEvidenceKind;
  weight: number;
  de: string;
  en: string;
}

export const IDENTITY_DECISIONS = ['auto-merge', 'suggestion'] as const;
export type IdentityDecision = (typeof IDENTITY_DECISIONS)[number];

export const IDENTITY_OVERRIDE_KINDS = ['merge', 'split'] as const;
export type IdentityOverrideKind = (typeof IDENTITY_OVERRIDE_KINDS)[number];

/** The decision a confidence leads to, or null when the pair is too weak to show at all. */
export function identityDecisionFor(confidence: number): IdentityDecision | null {
  if (confidence >= IDENTITY_AUTO_MERGE_AT) return 'auto-merge';
  if (confidence >= IDENTITY_SUGGEST_AT) return 'suggestion';
  return null;
}

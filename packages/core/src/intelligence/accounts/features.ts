/**
 * Profile features of one account, in the shape of the labelled set the fake-account model was trained on
 * (instagram-fake-accounts-kaggle: digit ratios, name words, bio length, counts). Raw profiles are mapped onto it;
 * a feature that cannot be computed stays null and the model treats it as "average" (it adds nothing).
 */

/** A profile as the audience sample, the CLI and connectors deliver it; every field may be missing. */
export interface AccountProfile {
  username?: string | null;
  fullName?: string | null;
  bio?: string | null;
  followers?: number | null;
  following?: number | null;
  posts?: number | null;
  hasProfilePic?: boolean | null;
  isPrivate?: boolean | null;
  externalUrl?: string | null;
}

export interface AccountFeatures {
  hasProfilePic: number | null;
  usernameDigitRatio: number | null;
  fullNameWords: number | null;
  fullNameDigitRatio: number | null;
  nameEqualsUsername: number | null;
  bioLength: number | null;
  hasExternalUrl: number | null;
  isPrivate: number | null;
  posts: number | null;
  followers: number | null;
  following: number | null;
}

export const FEATURE_NAMES = [
  'hasProfilePic', 'usernameDigitRatio', 'fullNameWords', 'fullNameDigitRatio', 'nameEqualsUsername', 'bioLength',
  'hasExternalUrl', 'isPrivate', 'posts', 'followers', 'following',
] as const satisfies readonly (keyof AccountFeatures)[];

const digitRatio = (value: string) => (value.length === 0 ? 0 : (value.match(/\d/g)?.length ?? 0) / value.length);
const flag = (value: boolean | null | undefined) => (value === null || value === undefined ? null : value ? 1 : 0);
const count = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) || value < 0 ? null : value);

/** Maps a raw profile onto the training features (ratios rounded to 2 decimals, as in the labelled set). */
export function featuresOf(profile: AccountProfile): AccountFeatures {
  const username = profile.username?.trim() || null;
  // An empty full name is information (0 words), a missing one is not.
  const fullName = profile.fullName === undefined || profile.fullName === null ? null : profile.fullName.trim();
  const normalise = (value: string) => value.toLowerCase().replace(/[\s._-]+/g, '');
  return {
    hasProfilePic: flag(profile.hasProfilePic),
    usernameDigitRatio: username === null ? null : Math.round(digitRatio(username) * 100) / 100,
    fullNameWords: fullName === null ? null : fullName.split(/\s+/).filter(Boolean).length,
    fullNameDigitRatio: fullName === null ? null : Math.round(digitRatio(fullName) * 100) / 100,
    nameEqualsUsername: fullName === null || username === null ? null : fullName !== '' && normalise(fullName) === normalise(username) ? 1 : 0,
    bioLength: profile.bio === undefined || profile.bio === null ? null : [...profile.bio].length,
    // Null is a missing column too (stored samples keep an absent column as NULL); '' is a profile without a link.
    hasExternalUrl: profile.externalUrl === undefined || profile.externalUrl === null ? null : profile.externalUrl.trim() ? 1 : 0,
    isPrivate: flag(profile.isPrivate),
    posts: count(profile.posts),
    followers: count(profile.followers),
    following: count(profile.following),
  };
}

/**
 * The numeric vector the model reads: counts on a log scale (the set spans 0 to 15 million followers), plus two
 * shapes a linear model cannot build itself (no posts at all; following far more than followed). Null stays null.
 */
export function modelInputs(features: AccountFeatures): (number | null)[] {
  const log = (value: number | null) => (value === null ? null : Math.log1p(value));
  const followers = log(features.followers);
  const following = log(features.following);
  return [
    features.hasProfilePic,
    features.usernameDigitRatio,
    features.fullNameWords === null ? null : Math.min(features.fullNameWords, 5),
    features.fullNameDigitRatio,
    features.nameEqualsUsername,
    log(features.bioLength),
    features.hasExternalUrl,
    features.isPrivate,
    log(features.posts),
    followers,
    following,
    features.posts === null ? null : features.posts === 0 ? 1 : 0,
    followers === null || following === null ? null : Math.max(-3, Math.min(3, following - followers)),
  ];
}

export const MODEL_INPUT_NAMES = [...FEATURE_NAMES.map((n) => (['bioLength', 'posts', 'followers', 'following'].includes(n) ? `log ${n}` : n)), 'noPosts', 'log following/followers'];

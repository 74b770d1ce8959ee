/**
 * Profile features of one account for the fake-account model. Only fields that every labelled source records and that
 * point the same way in each are read: post, follower and following counts, profile picture and the username's share
 * of digits (bench/quality/FAKE-ACCOUNTS-PROTOCOL.md). Not read: the private flag (it points opposite ways in two
 * sources), bio, full name and link (the German-speaking follower sample lacks them, and the earlier model that leaned
 * on them called quiet real followers fake).
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

/** The fields without which the model does not judge an account (they carry nearly all of the signal). */
export const REQUIRED_FIELDS = ['posts', 'followers', 'following'] as const satisfies readonly (keyof AccountProfile)[];

export const MODEL_INPUT_NAMES = [
  'quiet × following above 300 (log)',
  'quiet × no picture',
  'quiet × username digit share',
  'has picture',
  'username digit share',
  'following/followers above 1 (log)',
  'following above 300 (log)',
] as const;

const count = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) || value < 0 ? null : value;

/** The required fields the profile lacks (empty when the model can judge it). */
export function missingFields(profile: AccountProfile): (typeof REQUIRED_FIELDS)[number][] {
  return REQUIRED_FIELDS.filter((field) => count(profile[field]) === null);
}

/**
 * How little the account posts: 1 with no posts, falling on a log scale to 0 at 29 posts and more. Posting little is
 * never a signal on its own (most real followers are quiet); it only strengthens the signals it is multiplied with.
 */
export const quietness = (posts: number) => Math.max(0, Math.log(30) - Math.log1p(posts)) / Math.log(30);

/**
 * The numeric vector the model reads, or null when a required field is missing. An optional field that is missing
 * (picture, username) leaves its inputs null, and the model treats them as average.
 */
export function modelInputs(profile: AccountProfile): (number | null)[] | null {
  const posts = count(profile.posts);
  const followers = count(profile.followers);
  const following = count(profile.following);
  if (posts === null || followers === null || following === null) return null;
  const quiet = quietness(posts);
  const username = profile.username?.trim().replace(/^@/, '') || null;
  const digitShare = username === null ? null : (username.match(/\d/g)?.length ?? 0) / username.length;
  const hasPicture = profile.hasProfilePic === null || profile.hasProfilePic === undefined ? null : profile.hasProfilePic ? 1 : 0;
  const followingAbove300 = Math.max(0, Math.log1p(following) - Math.log(300));
  return [
    quiet * followingAbove300,
    hasPicture === null ? null : quiet * (1 - hasPicture),
    digitShare === null ? null : quiet * digitShare,
    hasPicture,
    digitShare,
    Math.max(0, Math.min(4, Math.log1p(following) - Math.log1p(followers))),
    followingAbove300,
  ];
}

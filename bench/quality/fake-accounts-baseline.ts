/**
 * The baseline beside every fake-account model: three fixed rules from the public descriptions of fake followers
 * (market.md §2.3-2.4; SRF Data's labelling notes: follows very many, posts almost nothing, no picture, digits in the name).
 * Written before any detector was scored on the held-out sources and never tuned on them; a model that does not beat
 * these rules on a held-out source has learnt nothing that carries over.
 */
import type { AccountProfile } from '../../packages/core/src/intelligence/accounts/features.ts';

/** Rule 1: follows more than 1,500 accounts and fewer than one in five follows back. */
const massFollowingNotFollowedBack = (p: AccountProfile) =>
  p.following != null && p.followers != null && p.following > 1_500 && p.followers * 5 < p.following;
/** Rule 2: nothing posted and no profile picture. */
const emptyProfile = (p: AccountProfile) => p.posts === 0 && p.hasProfilePic === false;
/** Rule 3: a username that is at least 30 % digits and at most 2 posts. */
const numberNameNothingPosted = (p: AccountProfile) => {
  const name = p.username ?? '';
  const digits = name.match(/\d/g)?.length ?? 0;
  return name.length > 0 && digits / name.length >= 0.3 && p.posts != null && p.posts <= 2;
};

export const BASELINE_RULES = [
  'following > 1,500 and < 1 in 5 follow back',
  'no posts and no picture',
  'username >= 30 % digits and <= 2 posts',
] as const;

/** Fake when any of the three rules fires. */
export function isFakeByBaseline(profile: AccountProfile): boolean {
  return massFollowingNotFollowedBack(profile) || emptyProfile(profile) || numberNameNothingPosted(profile);
}

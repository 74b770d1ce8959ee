import { z } from 'zod';

/** The longest profile image URL an account may have. */
export const PROFILE_IMAGE_URL_MAX_LENGTH = 2000;

const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * An account's profile image: an http or https URL, never `javascript:` or `data:` (the app puts it into `src`
 * attributes, other clients may put it into links). One rule for every way in: sign-up (better-auth, checked in
 * apps/server/src/auth/create-auth.ts) and user.updateProfile.
 */
export const profileImageUrlSchema = z
  .string()
  .trim()
  .max(PROFILE_IMAGE_URL_MAX_LENGTH, `The image URL has at most ${PROFILE_IMAGE_URL_MAX_LENGTH} characters`)
  .refine(isHttpUrl, 'The image must be an http or https URL');

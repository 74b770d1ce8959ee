/**
 * What a handle can look like on each platform. A value outside the platform's charset (a space, an emoji, a "✿")
 * is a display name that a source put into its handle column, not a handle.
 */
type QualityPlatform = 'instagram' | 'tiktok' | 'youtube' | 'twitch' | (string & {});

/**
 * Instagram: letters, digits, `.` and `_`, at most 30. TikTok: the same, at most 24. YouTube @handles and legacy
 * usernames: letters, digits, `_`, `-`, `.`, 3–30. Twitch logins: letters, digits, `_`, 4–25 (older logins are shorter,
 * so 2 is allowed). Other platforms: no whitespace, at most 50.
 */
const HANDLE_PATTERNS: Record<string, RegExp> = {
  instagram: /^[A-Za-z0-9._]{1,30}$/,
  tiktok: /^[A-Za-z0-9._]{2,24}$/,
  youtube: /^[A-Za-z0-9._-]{3,30}$/,
  twitch: /^[A-Za-z0-9_]{2,25}$/,
};
const ANY_PLATFORM = /^[^\s@]{1,50}$/u;

/** True when `value` (without a leading `@`) can be a handle on `platform`. */
export function isPlausibleHandle(platform: QualityPlatform, value: string): boolean {
  const handle = value.trim().replace(/^@/, '');
  return (HANDLE_PATTERNS[platform] ?? ANY_PLATFORM).test(handle);
}

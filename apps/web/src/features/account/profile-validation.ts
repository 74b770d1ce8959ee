/** Mirrors the username rule of `user.updateProfile` so people see a translated message before submitting. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,30}$/;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

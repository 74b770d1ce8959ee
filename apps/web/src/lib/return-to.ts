const PLACEHOLDER_ORIGIN = 'https://creatorlens.invalid';

/**
 * Returns `value` if it is a same-origin path to send the user back to after signing in, else "/".
 * Only paths starting with a single "/" pass: "//evil.example" and "/\evil.example" are protocol-relative
 * URLs to browsers, and "https://..." or "javascript:..." leave the site. Control characters are refused
 * because browsers strip them ("/\t/evil.example" would become "//evil.example").
 */
export function sanitizeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

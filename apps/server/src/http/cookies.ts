/** Cookie parsing as better-call does it: the first occurrence of a name wins, quotes stripped, %-decoded. */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, value.includes('%') ? decodeURIComponent(value) : value);
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/** One cookie's value from a request's Cookie header, or null when it is not there. */
export function readCookie(header: string | undefined, name: string): string | null {
  return header ? (parseCookieHeader(header).get(name) ?? null) : null;
}

/**
 * A channel's handle as shown: "@name", or null when the source knows no handle (a YouTube channel known only by its
 * display name has handle ''), so a view renders nothing instead of a lone "@".
 */
export function formatHandle(handle: string | null | undefined): string | null {
  const name = handle?.trim().replace(/^@+/, '') ?? '';
  return name ? `@${name}` : null;
}

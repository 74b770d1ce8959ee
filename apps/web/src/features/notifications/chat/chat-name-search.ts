/** At most this many options in a chat picker's popup: a workspace can have a thousand channels, typing narrows them. */
export const CHAT_OPTION_LIMIT = 50;

/**
 * The items whose name contains what was typed (case does not matter), names that start with it first, then
 * alphabetically. `needle` is already trimmed of provider prefixes (Slack's "#").
 */
export function searchByName<T>(items: readonly T[], needle: string, nameOf: (item: T) => string, limit = CHAT_OPTION_LIMIT): T[] {
  const lower = needle.trim().toLowerCase();
  const matches = items.filter((item) => nameOf(item).toLowerCase().includes(lower));
  const rank = (item: T) => (nameOf(item).toLowerCase().startsWith(lower) ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || nameOf(a).localeCompare(nameOf(b))).slice(0, limit);
}

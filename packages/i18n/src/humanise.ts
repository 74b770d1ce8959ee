/**
 * A readable label for a machine slug: `sports-with-a-ball` → `Sports with a ball`. Used where no translated label
 * exists (creator categories come from the platforms as slugs); the words stay as the source wrote them.
 */
export function humaniseSlug(slug: string): string {
  const words = slug
    .trim()
    .split(/[-_\s]+/)
    .filter(Boolean)
    .join(' ');
  return words.charAt(0).toLocaleUpperCase('en') + words.slice(1);
}

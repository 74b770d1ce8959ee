/**
 * While the header search loads the answer for new text, the answer for the text before stays on screen only when
 * one text extends the other (typing on, "mrb" -> "mrbe", or deleting a letter), so the list does not flicker empty
 * at each keystroke. For any other text (a new search after opening a result, say) the old answer would be a list of
 * wrong results under the new words, and Enter would open the first of them.
 */
export function isRefinementOf(previousText: string | undefined, text: string): boolean {
  if (previousText === undefined) return false;
  const [before, now] = [previousText.toLowerCase(), text.toLowerCase()];
  return now.startsWith(before) || before.startsWith(now);
}

/** The `q` a search query was asked with, from its tRPC query key ([path, { input: { q }, type }]). */
export function searchTextOf(queryKey: readonly unknown[] | undefined): string | undefined {
  const options = queryKey?.[1];
  if (!options || typeof options !== 'object' || !('input' in options)) return undefined;
  const input = options.input;
  if (!input || typeof input !== 'object' || !('q' in input) || typeof input.q !== 'string') return undefined;
  return input.q;
}

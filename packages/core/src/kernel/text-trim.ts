/**
 * Stripping characters from the ends of a string with a loop. `/[…]+$/` tries again from every character of a long
 * inner run of those characters (quadratic in the run), and these strings come from what creators write.
 */

/** The value without the characters `strip` (a one-character class, no flags) matches at its end. */
export function trimEndMatching(value: string, strip: RegExp): string {
  let end = value.length;
  while (end > 0 && strip.test(value[end - 1]!)) end -= 1;
  return value.slice(0, end);
}

/** The value without the characters `strip` (a one-character class, no flags) matches at its start. */
export function trimStartMatching(value: string, strip: RegExp): string {
  let start = 0;
  while (start < value.length && strip.test(value[start]!)) start += 1;
  return value.slice(start);
}

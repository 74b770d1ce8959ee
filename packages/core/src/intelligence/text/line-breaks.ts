/**
 * Line breaks that a source removed (exports and scrapes of YouTube descriptions), put back where they most likely
 * stood, before the rules run: "…im CheckWerbung💥Bekomme …" reads as "…im Check\nWerbung💥Bekomme …", and
 * "…Code NICO10Instagram: …" as "…Code NICO10\nInstagram: …". Only a few joins count, so ordinary text keeps its
 * words: a lower-case letter or digit glued to a disclosure, link-block or code word, a code glued to a capitalised
 * word, a label glued to the capitalised word after it, a letter glued to a link. Inside a hashtag or handle nothing is split ("#unbezahlteWerbung" stays one tag).
 * Every inserted break is remembered, so what is shown as evidence is mapped back to the text as written.
 */

/** Words that open a line of a description's link block or its disclosure. */
const LINE_WORDS =
  'Werbung|WERBUNG|Anzeige|ANZEIGE|Instagram|INSTAGRAM|TikTok|TIKTOK|Twitter|Facebook|Twitch|Discord|Snapchat|Spotify|Website|Webseite|Business|Kontakt|Impressum|Partner|PARTNER|Sponsor|SPONSOR|Rabattcode|RABATTCODE|Gutschein|Affiliate|Equipment|Musik|Merch|Code|CODE';
/** One pass finds every join; each alternative reads a fixed number of characters around it (no backtracking runs). */
const JOIN = new RegExp(
  String.raw`(?=(?:${LINE_WORDS})(?![\p{Ll}]))(?<=[\p{Ll}\p{N}])` + // "CheckWerbung", "ansehenInstagram:"
    // The look-ahead comes first: a look-behind tried at every digit of a long run would read the run back each time.
    String.raw`|(?=\p{Lu}\p{Ll}{2})(?<=(?<![\p{L}\p{N}])[A-Z]{3,20}[0-9]{1,6})` + // "NICO10Instagram"
    String.raw`|(?=\p{Lu}\p{Ll})(?<=Werbung|WERBUNG|Anzeige|ANZEIGE)` + // "WerbungPixelstuhl: 10 % mit …"
    String.raw`|(?=https?:\/\/)(?<=[\p{L}\p{N}])`, // "Schaut vorbeihttps://…"
  'gu',
);

interface RestoredText {
  text: string;
  /** Where breaks were inserted, as offsets of the restored text (ascending). */
  inserted: readonly number[];
}

/** True when the position is inside a hashtag or handle: the word it belongs to starts with "#" or "@". */
function insideTagOrHandle(text: string, at: number): boolean {
  let start = at;
  // A word is read back at most 60 characters: a longer run is no hashtag, and the scan stays linear.
  while (start > 0 && at - start < 60 && /[\p{L}\p{N}_]/u.test(text[start - 1]!)) start -= 1;
  return start > 0 && (text[start - 1] === '#' || text[start - 1] === '@');
}

/** The text with its most likely lost line breaks put back, and where they were put. */
export function restoreLineBreaks(text: string): RestoredText {
  const at: number[] = [];
  for (const match of text.matchAll(JOIN)) if (!insideTagOrHandle(text, match.index)) at.push(match.index);
  if (at.length === 0) return { text, inserted: [] };
  let restored = '';
  let from = 0;
  const inserted: number[] = [];
  for (const index of at) {
    if (index === from && from > 0) continue;
    restored += text.slice(from, index);
    inserted.push(restored.length);
    restored += '\n';
    from = index;
  }
  return { text: restored + text.slice(from), inserted };
}

/** An offset of the restored text as an offset of the text as written. */
export function originalOffset(restored: RestoredText, offset: number): number {
  let before = 0;
  for (const at of restored.inserted) if (at < offset) before += 1;
  return offset - before;
}

/**
 * A snippet cut from the restored text (whitespace collapsed, perhaps shortened) as the text wrote it: each inserted
 * break reads as a blank there, and the words it separated are joined again.
 */
export function asWritten(restored: RestoredText, snippet: string): string {
  if (restored.inserted.length === 0) return snippet;
  let result = snippet;
  for (const at of restored.inserted) {
    const left = /[^\s]{1,24}$/u.exec(restored.text.slice(Math.max(0, at - 24), at))?.[0];
    const right = /^[^\s]{1,24}/u.exec(restored.text.slice(at + 1, at + 25))?.[0];
    if (left && right) result = result.split(`${left} ${right}`).join(`${left}${right}`);
  }
  return result;
}

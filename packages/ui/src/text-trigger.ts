import { useState, type RefObject } from 'react';

export interface TextTriggerMatch {
  /** Where the trigger character stands in the text. */
  start: number;
  /** What was typed after it, up to the caret. */
  query: string;
}

export interface TextTriggerRule {
  /** The character that opens suggestions, at the start of the text or after white space ("@"). */
  character?: string;
  /** The longest query still treated as one (longer runs are ordinary text). */
  maxQueryLength?: number;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The trigger and query being typed right before the caret, if any: "Hello @mi|" gives { start: 6, query: 'mi' }. */
export function findTextTrigger(text: string, caret: number, { character = '@', maxQueryLength = 30 }: TextTriggerRule = {}) {
  const trigger = escapeForPattern(character);
  const match = new RegExp(`(^|\\s)${trigger}([^\\s${trigger}]{0,${maxQueryLength}})$`).exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - character.length, query } satisfies TextTriggerMatch;
}

export interface TextTrigger {
  /** The trigger being typed, or null (none, or dismissed with `dismiss`). */
  match: TextTriggerMatch | null;
  /** Reads the text and caret again: call on change and on select (caret moves). */
  track: () => void;
  /** Closes suggestions for this trigger (Escape); typing on after it keeps them closed until the next trigger. */
  dismiss: () => void;
  /** Forgets the trigger (e.g. on blur). */
  close: () => void;
  /** Replaces the trigger and query with `text`, leaving the caret right after it; returns the control's new text. */
  insert: (text: string) => string | null;
}

/**
 * Suggestions opened by a trigger character inside a text control (the "@" of a mention), for `useCombobox`; `control`
 * is the ref on that control.
 * `insert` writes into the control itself with setRangeText, so the browser moves the caret in the same step: handing
 * the new text to React alone would let the re-render put the caret at the end, and restoring it a frame later raced
 * the typist (a key pressed in between landed at the end). Pass the returned text to the controlled value: React finds
 * the control already holding it and leaves the caret alone.
 */
export function useTextTrigger(control: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, rule: TextTriggerRule = {}): TextTrigger {
  const [found, setFound] = useState<TextTriggerMatch | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  function track() {
    const element = control.current;
    if (!element) return;
    const next = findTextTrigger(element.value, element.selectionStart ?? element.value.length, rule);
    setFound((current) => (current && next && current.start === next.start && current.query === next.query ? current : next));
    if (!next) setDismissedAt(null);
  }

  function insert(text: string): string | null {
    const element = control.current;
    if (!element || !found) return null;
    element.setRangeText(text, found.start, element.selectionStart ?? element.value.length, 'end');
    setFound(null);
    return element.value;
  }

  return {
    match: found && found.start !== dismissedAt ? found : null,
    track,
    dismiss: () => setDismissedAt(found?.start ?? null),
    close: () => setFound(null),
    insert,
  };
}

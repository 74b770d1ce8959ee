import { useCallback, useState } from 'react';
import { useSession } from '../../lib/session.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/** The figures a board card and the table view can show, in the order they appear. */
export const CARD_FIELDS = ['followers', 'engagementRate', 'dataAsOf', 'botRisk'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** What a client asks first: everything, until the person chooses less. */
export const DEFAULT_CARD_FIELDS: readonly CardField[] = CARD_FIELDS;

/** Card height (px) without figures, and the line the figures add; the column's windowing needs exact heights. */
const CARD_BASE_HEIGHT = 84;
const FIGURES_LINE_HEIGHT = 22;
/** Space below each card in a column. */
const CARD_GAP = 8;

/**
 * The storage key of one person's choice on one campaign. The user id is in the key, so two people sharing a browser
 * keep their own choices and nothing of one is shown to the other.
 */
export const cardFieldsKey = (userId: string, campaignId: string): string => `creatorlens-campaign-fields:${userId}:${campaignId}`;

/** Reads a stored choice: known fields in canonical order; nothing stored (or unreadable) gives the default. */
export function parseCardFields(raw: string | null): CardField[] {
  if (raw === null) return [...DEFAULT_CARD_FIELDS];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [...DEFAULT_CARD_FIELDS];
    return CARD_FIELDS.filter((field) => parsed.includes(field));
  } catch {
    return [...DEFAULT_CARD_FIELDS];
  }
}

/** The choice with one field switched on or off, in canonical order. */
export function toggleCardField(fields: readonly CardField[], field: CardField): CardField[] {
  const next = fields.includes(field) ? fields.filter((item) => item !== field) : [...fields, field];
  return CARD_FIELDS.filter((item) => next.includes(item));
}

/** The card's own height (px) for a field choice: one line more when any figure shows. */
export const cardHeight = (fields: readonly CardField[]): number => CARD_BASE_HEIGHT + (fields.length > 0 ? FIGURES_LINE_HEIGHT : 0);

/** The height of a card's row in the column's window: the card plus the gap below it. */
export const cardRowHeight = (fields: readonly CardField[]): number => cardHeight(fields) + CARD_GAP;

/** The figures the signed-in person chose for this campaign's cards and table, remembered in this browser. */
export function useCardFields(campaignId: string): { fields: CardField[]; toggle: (field: CardField) => void } {
  const { session } = useSession();
  const key = session ? cardFieldsKey(session.user.id, campaignId) : null;
  const [state, setState] = useState(() => ({ key, fields: parseCardFields(key ? readStorage(key) : null) }));
  // Another campaign (or person) on the same mounted page reads its own choice.
  const current = state.key === key ? state : { key, fields: parseCardFields(key ? readStorage(key) : null) };
  if (current !== state) setState(current);
  const toggle = useCallback((field: CardField) => {
    setState((previous) => {
      const fields = toggleCardField(previous.fields, field);
      if (previous.key) writeStorage(previous.key, JSON.stringify(fields));
      return { key: previous.key, fields };
    });
  }, []);
  return { fields: current.fields, toggle };
}

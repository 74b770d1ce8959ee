/**
 * Ordering of sidebar lists, board columns and cards. Items carry an integer idx; a move computes the new order in
 * memory (these pure functions) and the caller writes the changed positions back in one transaction, so two
 * people moving at once never leave gaps or duplicates that survive the next move.
 */

export type DropEdge = 'top' | 'bottom';

/**
 * The order after dropping `movingId` on the top or bottom edge of `targetId`. Unknown ids or a drop on itself
 * leave the order unchanged (a copy).
 */
export function moveByEdge(orderedIds: readonly string[], movingId: string, targetId: string, edge: DropEdge): string[] {
  if (movingId === targetId || !orderedIds.includes(movingId) || !orderedIds.includes(targetId)) return [...orderedIds];
  const without = orderedIds.filter((id) => id !== movingId);
  const targetIndex = without.indexOf(targetId);
  const insertAt = edge === 'top' ? targetIndex : targetIndex + 1;
  return [...without.slice(0, insertAt), movingId, ...without.slice(insertAt)];
}

/** The order after moving (or inserting) `movingId` to `index`, clamped to the list; the id appears once. */
export function moveToIndex(orderedIds: readonly string[], movingId: string, index: number): string[] {
  const without = orderedIds.filter((id) => id !== movingId);
  const insertAt = Math.max(0, Math.min(Math.trunc(index), without.length));
  return [...without.slice(0, insertAt), movingId, ...without.slice(insertAt)];
}

/** The positions to write: every id whose idx differs from its index in the new order. */
export function changedPositions(
  current: readonly { id: string; idx: number }[],
  nextOrder: readonly string[],
): { id: string; idx: number }[] {
  const currentIdx = new Map(current.map((item) => [item.id, item.idx]));
  const changes: { id: string; idx: number }[] = [];
  nextOrder.forEach((id, idx) => {
    if (currentIdx.get(id) !== idx) changes.push({ id, idx });
  });
  return changes;
}

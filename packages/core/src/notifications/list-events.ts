import { emitNotifyEvent, type ListEventKind } from './trigger-workflow.ts';
import type { Executor } from '@creatorlens/db/executor';

/**
 * Tells the open tabs of an organisation's members that one of its lists changed, so their sidebars and list pages
 * refetch instead of polling. Runs inside the caller's transaction when given one: listeners hear it only after
 * commit, and never for a rolled-back change. The event carries ids only; the refetch goes through the permission
 * checks of the list procedures.
 */
export function emitListsChanged(db: Executor, organizationId: string, kind: ListEventKind, id: string | null = null): Promise<void> {
  return emitNotifyEvent(db, { type: 'lists', organizationId, kind, id });
}

import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

const ANCHOR_PREFIX = 'comment-';
/** Where focus is in use: open popups and menus (one closing, e.g. the bell's after its link was followed, is not) and
 * anything that takes text. */
const BUSY_FOCUS = [
  ...['dialog', 'alertdialog', 'menu', 'listbox'].map((role) => `[role="${role}"]:not([data-state="closed"])`),
  'input',
  'textarea',
  'select',
  '[contenteditable="true"]',
].join(', ');

/** The element id of one comment: a link to `/<artist>#comment-<id>` (what a mention notification opens) lands on it. */
export const commentElementId = (commentId: string): string => `${ANCHOR_PREFIX}${commentId}`;

interface LinkedCommentOptions {
  /** The ids of the comments loaded so far. */
  loadedIds: readonly string[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

/**
 * Follows a `#comment-<id>` link into a thread: loads older pages until the comment is there, scrolls it to the
 * middle of the screen, moves focus to it (keyboard and screen-reader users continue from the comment) and returns
 * its id for highlighting while the address points at it. It runs for every navigation, so a second click on the
 * same link while on the page finds the comment again.
 */
export function useLinkedComment({ loadedIds, hasMore, isLoadingMore, loadMore }: LinkedCommentOptions): string | null {
  const { hash, navigationKey } = useRouterState({
    select: (state) => ({ hash: state.location.hash, navigationKey: state.location.state.__TSR_key ?? state.location.href }),
    structuralSharing: true,
  });
  const targetId = hash.startsWith(ANCHOR_PREFIX) ? hash.slice(ANCHOR_PREFIX.length) : null;
  const isLoaded = targetId !== null && loadedIds.includes(targetId);
  // The navigation whose comment was scrolled to: a refetch of the thread must not scroll the reader back to it.
  const handledNavigation = useRef<string | null>(null);

  useEffect(() => {
    if (!targetId || handledNavigation.current === navigationKey) return;
    if (!isLoaded) {
      // An older comment: page on until it is loaded (or the thread ends, e.g. the comment was deleted).
      if (hasMore && !isLoadingMore) loadMore();
      return;
    }
    const element = document.getElementById(commentElementId(targetId));
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    // Focus follows the link unless the person has moved on meanwhile (the thread can take a while to load): taking
    // it from an open popup or menu would close it, and from a field would break their typing.
    if (!document.activeElement?.closest(BUSY_FOCUS)) element.focus({ preventScroll: true });
    handledNavigation.current = navigationKey;
  }, [targetId, isLoaded, hasMore, isLoadingMore, loadMore, navigationKey]);

  return isLoaded ? targetId : null;
}

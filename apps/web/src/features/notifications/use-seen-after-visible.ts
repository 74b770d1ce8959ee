import { useEffect, useMemo, useRef } from 'react';
import type { FeedItem } from '@knocklabs/client';
import { useKnockFeed } from '@knocklabs/react-core';
import { createSeenScheduler, SEEN_VISIBLE_RATIO, type SeenScheduler } from './seen-scheduler.ts';

export type FeedSeenScheduler = SeenScheduler<FeedItem>;

/**
 * One seen scheduler for a list of feed items, reporting through the official client's markAsSeen (one batch
 * request per group of items). Unmounting the list (the popup closes) cancels the timers still running.
 */
export function useFeedSeenScheduler(): FeedSeenScheduler {
  const { feedClient } = useKnockFeed();
  const scheduler = useMemo(() => createSeenScheduler<FeedItem>({ onSeen: (items) => void feedClient.markAsSeen(items) }), [feedClient]);
  useEffect(() => () => scheduler.cancelAll(), [scheduler]);
  return scheduler;
}

/**
 * Tells the scheduler whenever the item's element becomes at least half visible or stops being so (one
 * IntersectionObserver per item, threshold 0.5); nothing is observed once the item is seen.
 */
export function useSeenAfterVisible<T extends HTMLElement>(item: FeedItem, scheduler: FeedSeenScheduler) {
  const ref = useRef<T>(null);
  const itemRef = useRef(item);
  useEffect(() => {
    itemRef.current = item;
  });
  const isSeen = Boolean(item.seen_at);

  useEffect(() => {
    const element = ref.current;
    if (!element || isSeen) return;
    const id = itemRef.current.id;
    const observer = new IntersectionObserver(
      ([entry]) => {
        // The browser reports the ratio in floating point: an item exactly half visible may read 0.4999.
        const isVisible = Boolean(entry?.isIntersecting && entry.intersectionRatio >= SEEN_VISIBLE_RATIO - 0.001);
        scheduler.setVisible(id, itemRef.current, isVisible);
      },
      { threshold: SEEN_VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      scheduler.setVisible(id, itemRef.current, false);
    };
  }, [scheduler, isSeen]);

  return ref;
}

import { useEffect, useRef } from 'react';
import { isRequestInFlight, type NetworkStatus } from '@knocklabs/client';

/**
 * What the feed's store looked like at the last render, and whether counts that arrived during a request are at risk.
 *
 * The Knock client applies the counts a socket push carries at once, then fetches the new items, but it skips that
 * fetch while another request is in flight. That request's answer, counted before the new message, then puts the old
 * counts back, and nothing fetches again: the badge would stay at its old count until the next notification (the
 * client's `fetch` logs "Request is in flight, skipping fetch"). Counts that change while a request is in flight
 * therefore ask for one more fetch once the request has settled.
 */
export interface PushWatch {
  networkStatus: NetworkStatus;
  metadata: unknown;
  isAtRisk: boolean;
}

export function nextPushWatch(
  previous: PushWatch,
  networkStatus: NetworkStatus,
  metadata: unknown,
): { watch: PushWatch; shouldFetch: boolean } {
  // A request's own answer sets its counts and ends the request in one store update, so it never counts as a push.
  const isPushDuringRequest =
    isRequestInFlight(previous.networkStatus) && isRequestInFlight(networkStatus) && metadata !== previous.metadata;
  const isAtRisk = previous.isAtRisk || isPushDuringRequest;
  const hasSettled = !isRequestInFlight(networkStatus);
  return { watch: { networkStatus, metadata, isAtRisk: isAtRisk && !hasSettled }, shouldFetch: isAtRisk && hasSettled };
}

/** Calls `fetchAgain` after a request during which pushed counts arrived has settled (see PushWatch). */
export function useFetchAfterMissedPush(networkStatus: NetworkStatus, metadata: unknown, fetchAgain: () => void): void {
  const watch = useRef<PushWatch>({ networkStatus, metadata, isAtRisk: false });
  useEffect(() => {
    const next = nextPushWatch(watch.current, networkStatus, metadata);
    watch.current = next.watch;
    if (next.shouldFetch) fetchAgain();
  }, [networkStatus, metadata, fetchAgain]);
}

import { NetworkStatus } from '@knocklabs/client';
import { describe, expect, it } from 'vitest';
import { nextPushWatch, type PushWatch } from '../src/features/notifications/missed-push.ts';

const counts = (unseen: number) => ({ total_count: unseen, unread_count: unseen, unseen_count: unseen });

/** Feeds store states (network status, counts) through the watch, as renders would; returns where a fetch was asked for. */
function run(states: [NetworkStatus, unknown][]): number[] {
  let watch: PushWatch = { networkStatus: states[0]![0], metadata: states[0]![1], isAtRisk: false };
  const fetches: number[] = [];
  states.slice(1).forEach(([status, metadata], index) => {
    const next = nextPushWatch(watch, status, metadata);
    watch = next.watch;
    if (next.shouldFetch) fetches.push(index + 1);
  });
  return fetches;
}

describe('a push that lands while a feed request is in flight', () => {
  const one = counts(1);
  const two = counts(2);

  it('asks for one more fetch once the request has answered with its older counts', () => {
    // Loading; the push sets 2; the request answers with 1 (counted before the message) and ends.
    expect(
      run([
        [NetworkStatus.loading, one],
        [NetworkStatus.loading, two],
        [NetworkStatus.ready, one],
      ]),
    ).toEqual([2]);
  });

  it('asks for nothing when a request simply answers', () => {
    expect(
      run([
        [NetworkStatus.ready, one],
        [NetworkStatus.loading, one],
        [NetworkStatus.ready, two],
      ]),
    ).toEqual([]);
  });

  it('asks for nothing when a push arrives between requests (the client fetches the new items itself)', () => {
    expect(
      run([
        [NetworkStatus.ready, one],
        [NetworkStatus.loading, two],
        [NetworkStatus.ready, two],
      ]),
    ).toEqual([]);
  });

  it('asks once for several pushes during one request, and again for a push during the fetch it asked for', () => {
    const three = counts(3);
    expect(
      run([
        [NetworkStatus.fetchMore, one],
        [NetworkStatus.fetchMore, two],
        [NetworkStatus.fetchMore, three],
        [NetworkStatus.ready, one],
        [NetworkStatus.loading, one],
        [NetworkStatus.loading, counts(4)],
        [NetworkStatus.ready, three],
        [NetworkStatus.ready, counts(4)],
      ]),
    ).toEqual([3, 6]);
  });
});

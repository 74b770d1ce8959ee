import { describe, expect, it } from 'vitest';
import { FeedCache } from '../src/notify/feed-cache.ts';

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
};

describe('FeedCache', () => {
  it('serves a page again without loading it', async () => {
    const cache = new FeedCache();
    let loads = 0;
    const load = async () => `page ${++loads}`;
    expect(await cache.read('u1', 'k', load)).toBe('page 1');
    expect(await cache.read('u1', 'k', load)).toBe('page 1');
    expect(await cache.read('u1', 'other', load)).toBe('page 2');
    expect(loads).toBe(2);
  });

  it('drops only the invalidated user', async () => {
    const cache = new FeedCache();
    let loads = 0;
    const load = async () => `page ${++loads}`;
    await cache.read('u1', 'k', load);
    await cache.read('u2', 'k', load);
    cache.invalidate(['u1']);
    expect(await cache.read('u1', 'k', load)).toBe('page 3');
    expect(await cache.read('u2', 'k', load)).toBe('page 2');
  });

  it('does not store a page read while a write for that user happened', async () => {
    const cache = new FeedCache();
    const slow = deferred();
    const reading = cache.read('u1', 'k', () => slow.promise);
    cache.invalidate(['u1']);
    slow.resolve('stale');
    expect(await reading).toBe('stale');
    expect(await cache.read('u1', 'k', async () => 'fresh')).toBe('fresh');
  });

  it('reads again after the time limit', async () => {
    let now = 0;
    const cache = new FeedCache({ ttlMs: 1000, now: () => now });
    await cache.read('u1', 'k', async () => 'old');
    now = 1500;
    expect(await cache.read('u1', 'k', async () => 'new')).toBe('new');
  });

  it('evicts the least recently used pages beyond its byte budget', async () => {
    const cache = new FeedCache({ maxBytes: 40 });
    await cache.read('u1', 'a', async () => 'aaaaaaaaaa');
    await cache.read('u2', 'b', async () => 'bbbbbbbbbb');
    await cache.read('u1', 'a', async () => 'unused');
    await cache.read('u3', 'c', async () => 'cccccccccc');
    expect(cache.size).toBe(2);
    expect(await cache.read('u1', 'a', async () => 'reloaded')).toBe('aaaaaaaaaa');
    expect(await cache.read('u2', 'b', async () => 'reloaded')).toBe('reloaded');
  });
});

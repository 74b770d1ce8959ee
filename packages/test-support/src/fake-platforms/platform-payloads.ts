import { readFileSync } from 'node:fs';

/**
 * The recorded payloads the fake platform server answers with, plus deterministic generated accounts: any id or
 * name "syn_N" answers a channel whose figures derive from N, so benches can refresh 100,000 distinct channels.
 */
const FIXTURE_DIR = new URL('../../fixtures/', import.meta.url);

const cache = new Map<string, unknown>();
/** A recorded payload as parsed JSON (a fresh copy each time, so a handler may change it). */
export function fixture(name: string): unknown {
  if (!cache.has(name)) cache.set(name, JSON.parse(readFileSync(new URL(name, FIXTURE_DIR), 'utf8')));
  return structuredClone(cache.get(name));
}
/** A recorded payload as the exact text (TikTok's int64 ids must keep every digit). */
export const fixtureText = (name: string): string => readFileSync(new URL(name, FIXTURE_DIR), 'utf8');

export const FIXTURE_IDS = {
  youtubeChannelId: 'UCRp4tVs2oVyt1fRnYMgKz9A',
  youtubeUploadsPlaylistId: 'UURp4tVs2oVyt1fRnYMgKz9A',
  twitchLogin: 'nordlichtsessions',
  twitchUserId: '141981764',
  instagramUsername: 'nordlichtsessions',
  tiktokUsername: 'nordlichtsessions',
  instagramBusinessAccountId: '17841405822304914',
  creatorInstagramAccountId: '17841400123456789',
} as const;

const SYNTHETIC = /^(?:UU|@)?syn_(\d+)$/;
/** N of a generated id (syn_N, UUsyn_N for its uploads playlist), or null. */
export const syntheticNumber = (id: string | null | undefined): number | null => {
  const match = id ? SYNTHETIC.exec(id) : null;
  return match ? Number(match[1]) : null;
};

/** Deterministic figures of generated channel N (no randomness: reruns answer the same). */
export function syntheticFigures(n: number) {
  const followers = 1_000 + ((n * 7_919) % 4_999_000);
  return {
    followers,
    following: 50 + (n % 900),
    posts: 20 + (n % 480),
    views: followers * (30 + (n % 70)),
    likes: followers * (5 + (n % 20)),
  };
}

const DAY_MS = 86_400_000;
/** Generated posts of channel N: five posts, one every three days before a fixed day (stable across runs). */
export function syntheticPosts(n: number, count = 5) {
  const { followers } = syntheticFigures(n);
  const base = Date.UTC(2026, 10, 20);
  return Array.from({ length: count }, (_, index) => ({
    id: `syn_${n}_v${index}`,
    publishedAt: new Date(base - index * 3 * DAY_MS).toISOString(),
    views: Math.round(followers * (0.2 + ((n + index) % 10) / 20)),
    likes: Math.round(followers * (0.01 + ((n + index) % 7) / 200)),
    comments: Math.round(followers * 0.001) + index,
  }));
}

export const youtubeSyntheticChannel = (n: number) => {
  const f = syntheticFigures(n);
  return {
    kind: 'youtube#channel',
    id: `syn_${n}`,
    snippet: { title: `Generated channel ${n}`, description: `Generated for benchmarks #bench`, thumbnails: {} },
    contentDetails: { relatedPlaylists: { uploads: `UUsyn_${n}` } },
    statistics: {
      viewCount: String(f.views),
      subscriberCount: String(f.followers),
      hiddenSubscriberCount: false,
      videoCount: String(f.posts),
    },
  };
};

export const youtubeSyntheticVideo = (id: string) => {
  const [, n, index] = /^syn_(\d+)_v(\d+)$/.exec(id) ?? [];
  if (n === undefined || index === undefined) return null;
  const post = syntheticPosts(Number(n))[Number(index)];
  if (!post) return null;
  return {
    kind: 'youtube#video',
    id,
    snippet: { publishedAt: post.publishedAt, title: `Generated video ${index}`, description: '#bench' },
    contentDetails: { duration: 'PT8M12S' },
    statistics: { viewCount: String(post.views), likeCount: String(post.likes), commentCount: String(post.comments) },
  };
};

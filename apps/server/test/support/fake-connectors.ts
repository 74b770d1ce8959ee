import {
  ConnectorError,
  createOutboundGuard,
  type ConnectorRegistry,
  type PlatformChannelData,
  type PlatformConnector,
} from '@creatorlens/core/connectors';
import type { Database, Platform } from '@creatorlens/db';

/** What one fake platform does on each call: answer with data, or throw (a ConnectorError, usually). */
export type FakeBehaviour = (platformId: string, call: number) => PlatformChannelData | Error;

export const channelData = (followers: number, options: { posts?: number } = {}): PlatformChannelData => ({
  observedAt: new Date(),
  profile: {
    name: 'Refreshed',
    avatarUrl: null,
    bio: null,
    country: null,
    followers,
    following: 1,
    postsCount: 10,
    totalViews: 5_000,
    totalLikes: 900,
    extra: {},
  },
  posts: Array.from({ length: options.posts ?? 0 }, (_, index) => ({
    platformPostId: `fake-post-${followers}-${index}`,
    type: 'video' as const,
    title: `Fresh post ${index}`,
    caption: null,
    url: null,
    hashtags: [],
    publishedAt: new Date(Date.now() - index * 3_600_000),
    likes: 10,
    comments: 1,
    views: 100,
    shares: null,
    saves: null,
  })),
});

/**
 * A connector registry whose platforms behave as each test says, to drive the refresh handlers through every
 * ConnectorError kind without HTTP. A platform without a behaviour is not configured.
 */
export function createFakeConnectorRegistry(db: Database, behaviours: Partial<Record<Platform, FakeBehaviour>>) {
  const calls = new Map<string, number>();
  const connectorFor = (platform: Platform): PlatformConnector => ({
    connector: platform as PlatformConnector['connector'],
    fetchChannel: async (platformId) => {
      const call = (calls.get(platform) ?? 0) + 1;
      calls.set(platform, call);
      const answer = behaviours[platform]!(platformId, call);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    testConnection: async () => ({ message: 'ok' }),
  });
  const get = async (platform: Platform): Promise<PlatformConnector> => {
    if (!behaviours[platform]) throw new ConnectorError(platform, 'not_configured', 'no API key is set (Admin > Connectors)');
    return connectorFor(platform);
  };
  const registry: ConnectorRegistry = {
    db,
    encryptionKey: 'unused',
    fetch: globalThis.fetch,
    now: () => new Date(),
    // Never used for HTTP (the platforms above answer in-process); strict, as a real registry is by default.
    outbound: createOutboundGuard({ allowPrivateHosts: false }),
    forPlatform: get,
    get,
    config: () => Promise.reject(new Error('not used by the refresh')),
    invalidate: () => {},
  };
  return { registry, calls };
}

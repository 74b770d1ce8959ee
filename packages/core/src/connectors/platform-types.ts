import type { ChannelExtra, PostContent } from '@creatorlens/db';
import type { PlatformConnectorId } from './catalogue.ts';
import type { ConnectorConfig } from './credentials.ts';
import { ConnectorError } from './connector-error.ts';
import { requestJson, type HttpDeps, type JsonRequest } from './http-json.ts';
import type { QuotaAccount } from './quota.ts';

/** A channel's profile and counters as a platform reports them, mapped to our channel columns. */
interface PlatformProfile {
  name: string;
  avatarUrl: string | null;
  bio: string | null;
  country: string | null;
  followers: number | null;
  following: number | null;
  postsCount: number | null;
  totalViews: number | null;
  totalLikes: number | null;
  extra: ChannelExtra;
}

/** One post mapped to our post columns. */
export interface PlatformPost extends PostContent {
  type: 'video' | 'short' | 'reel' | 'image' | 'carousel' | 'stream';
}

export interface PlatformChannelData {
  profile: PlatformProfile;
  posts: PlatformPost[];
  observedAt: Date;
}

interface FetchChannelOptions {
  includePosts: boolean;
  /** How many of the newest posts to read (pages are fetched until this many). */
  maxPosts: number;
}

/** One platform's API client. */
export interface PlatformConnector {
  readonly connector: PlatformConnectorId;
  /** Reads a channel by our platform id (YouTube channel id, Twitch login, Instagram or TikTok username). */
  fetchChannel(platformId: string, options: FetchChannelOptions): Promise<PlatformChannelData>;
  /** One cheap call that proves the credentials work. */
  testConnection(): Promise<{ message: string }>;
}

export interface ClientContext {
  config: ConnectorConfig;
  http: HttpDeps;
  quota: QuotaAccount;
}

/**
 * A quota-accounted call: units are reserved before the request (so a configured quota is never passed) and
 * platform throttling is counted, so the admin page shows it.
 */
export async function accountedCall<T>(context: ClientContext, units: number, request: JsonRequest<T>): Promise<T> {
  await context.quota.reserve(units);
  try {
    return await requestJson(context.http, request);
  } catch (error) {
    if (error instanceof ConnectorError && (error.kind === 'rate_limited' || error.kind === 'quota_exhausted')) {
      await context.quota.recordThrottle({ isQuotaExhausted: error.kind === 'quota_exhausted' });
    }
    throw error;
  }
}

/** Hashtags written in a caption, lower-cased, without the #. */
export function hashtagsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const found = new Set<string>();
  for (const match of text.matchAll(/#([\p{L}\p{N}_]+)/gu)) found.add(match[1]!.toLowerCase());
  return [...found];
}

/** A count as platforms send it (number or decimal string) or null. */
export const toCount = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
};

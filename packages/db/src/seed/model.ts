/** The in-memory picture of the seed: channels (with every observed data point), posts, and how sources find each other. */
import type { ChannelExtra, PostContent } from '../schema/creators.ts';
import { handleKey, nameKey } from './text.ts';

export type SeedPlatform = 'instagram' | 'tiktok' | 'youtube' | 'twitch';

/** Counters one source observed for a channel on one day. Every point with a counter becomes a channel_snapshot row. */
export interface Observation {
  day: string;
  source: string;
  followers?: number | null;
  following?: number | null;
  postsCount?: number | null;
  totalViews?: number | null;
  totalLikes?: number | null;
  averageViews?: number | null;
  averageLikes?: number | null;
  averageComments?: number | null;
  averageShares?: number | null;
  engagementRate?: number | null;
  followers30dGain?: number | null;
  views30dGain?: number | null;
  /** A derived earlier point (start of a gain period): a snapshot, never the channel's "as of". */
  historyOnly?: boolean;
  /**
   * The identity columns of the source row exactly as read (before cleaning), for the data-quality stage: it checks
   * per source batch whether the handle and name columns were swapped, and finds names a source mangled.
   */
  asRead?: { handle?: string; name?: string };
}

export interface ChannelDraft {
  platform: SeedPlatform;
  platformId: string;
  /** platformId is the platform's own id (YouTube UC id, or the username on Instagram/TikTok/Twitch). */
  hasRealId: boolean;
  name: string;
  /** The name is only a handle or id so far; a later real display name replaces it. */
  weakName: boolean;
  handle: string;
  bio: string | null;
  /** The creator's home country (where they live or are based), only as a source states it. */
  country: string | null;
  /** Which source stated `country` (a source id), so the product can say where it comes from. */
  countrySource: string | null;
  /** The market a source listed the channel for ("top creators in Germany"): not where the creator lives. */
  marketCountry: string | null;
  marketSource: string | null;
  language: string | null;
  categories: Set<string>;
  extra: ChannelExtra;
  observations: Observation[];
  /** Came from one of the ranked top lists; only these take part in cross-platform artist grouping. */
  topList: boolean;
  /** Display names and handles seen for this channel (for artist grouping). */
  names: Set<string>;
  handles: Set<string>;
  /**
   * Channels of other platforms a source states belong to the same person (a YouTube directory listing the channel's
   * Instagram and Twitch handle): groupArtists puts them in one artist before any name or handle matching.
   */
  links: Set<ChannelDraft>;
}

export interface PostDraft extends PostContent {
  platform: SeedPlatform;
  channel: ChannelDraft;
  type: string;
  source: string;
  /** When the counters were read (a later reading of the same post replaces the counters). */
  observedAt: string;
}

export interface ChannelIdentity {
  /** The platform's own id: YouTube UC id, or the (lowercased) username on Instagram, TikTok and Twitch. */
  id?: string | null;
  /** YouTube only: a legacy username / custom URL / @handle, used to find the channel from other sources. */
  handle?: string | null;
  /** YouTube only: display name, used to find the channel when no id or handle matches (exact, unambiguous). */
  name?: string | null;
}

export interface ChannelInit {
  /** Display name; '' when the source only knows the handle. */
  name: string;
  /** Handle/username as the platform shows it; '' when unknown. */
  handle: string;
  topList?: boolean;
}

export class SeedModel {
  readonly channels: ChannelDraft[] = [];
  readonly posts = new Map<string, PostDraft>();
  private readonly byId = new Map<string, ChannelDraft>();
  private readonly byHandle = new Map<string, ChannelDraft | null>();
  private readonly byName = new Map<string, ChannelDraft | null>();
  /** Remarks of the readers (skipped rows, matches) for debugging; not stored. */
  readonly notes: string[] = [];

  /**
   * Finds the channel a source row describes (id, then handle, then exact name) or creates it, and remembers the row's
   * id/handle/name for later sources. Pass `known` when the caller already found the channel with find().
   */
  channel(platform: SeedPlatform, identity: ChannelIdentity, init: ChannelInit, known?: ChannelDraft): ChannelDraft {
    const id = identity.id?.trim() || null;
    const hKey = identity.handle ? `${platform}:${handleKey(identity.handle)}` : null;
    const nKey = identity.name && nameKey(identity.name).length >= 3 ? `${platform}:${nameKey(identity.name)}` : null;
    let found = known ?? (id ? this.byId.get(`${platform}:${id}`) : undefined);
    const compatible = (c: ChannelDraft | null | undefined): c is ChannelDraft => !!c && !(id && c.hasRealId && c.platformId !== id);
    if (!found && hKey && hKey.length > platform.length + 1) {
      const c = this.byHandle.get(hKey);
      if (compatible(c)) found = c;
    }
    if (!found && nKey) {
      const c = this.byName.get(nKey);
      if (compatible(c)) found = c;
    }
    const channel = found ?? this.create(platform, id, identity, init);
    if (id && !channel.hasRealId) {
      channel.platformId = id;
      channel.hasRealId = true;
    }
    if (id) this.byId.set(`${platform}:${id}`, channel);
    if (hKey) this.index(this.byHandle, hKey, channel);
    if (nKey) this.index(this.byName, nKey, channel);
    if (init.topList) channel.topList = true;
    if (identity.name) channel.names.add(identity.name);
    if (init.name) channel.names.add(init.name);
    if (identity.handle) channel.handles.add(identity.handle);
    if (!channel.handle && init.handle) channel.handle = init.handle;
    if (channel.weakName && init.name) {
      channel.name = init.name;
      channel.weakName = false;
    }
    return channel;
  }

  private create(platform: SeedPlatform, id: string | null, identity: ChannelIdentity, init: ChannelInit): ChannelDraft {
    const platformId = id ?? (identity.handle ? identity.handle.trim().toLowerCase() : `yt-name:${nameKey(identity.name ?? init.name)}`);
    const channel: ChannelDraft = {
      platform,
      platformId,
      hasRealId: !!id,
      name: init.name || init.handle || platformId,
      weakName: !init.name,
      // '' until a source knows the real handle: a display name never stands in for one.
      handle: init.handle,
      bio: null,
      country: null,
      countrySource: null,
      marketCountry: null,
      marketSource: null,
      language: null,
      categories: new Set(),
      extra: {},
      observations: [],
      topList: !!init.topList,
      names: new Set(),
      // Only real handles (never a display name standing in): they drive cross-platform artist grouping.
      handles: new Set(),
      links: new Set(),
    };
    this.channels.push(channel);
    return channel;
  }

  private index(map: Map<string, ChannelDraft | null>, key: string, channel: ChannelDraft): void {
    const existing = map.get(key);
    if (existing === undefined) map.set(key, channel);
    else if (existing !== channel) map.set(key, null);
  }

  /** Looks a channel up without creating it. */
  find(platform: SeedPlatform, identity: ChannelIdentity): ChannelDraft | undefined {
    if (identity.id) {
      const c = this.byId.get(`${platform}:${identity.id}`);
      if (c) return c;
    }
    if (identity.handle) {
      const c = this.byHandle.get(`${platform}:${handleKey(identity.handle)}`);
      if (c) return c;
    }
    if (identity.name) return this.byName.get(`${platform}:${nameKey(identity.name)}`) ?? undefined;
    return undefined;
  }

  /** Sets profile fields that are still empty and merges categories/extra. */
  profile(
    channel: ChannelDraft,
    fields: {
      country?: string | null;
      /** The source id that states `country`; required with it so every home country says where it comes from. */
      countrySource?: string;
      marketCountry?: string | null;
      marketSource?: string;
      language?: string | null;
      bio?: string | null;
      categories?: readonly string[];
      extra?: ChannelExtra;
    },
  ): void {
    if (fields.country && !channel.country) {
      channel.country = fields.country;
      channel.countrySource = fields.countrySource ?? null;
    }
    if (fields.marketCountry && !channel.marketCountry) {
      channel.marketCountry = fields.marketCountry;
      channel.marketSource = fields.marketSource ?? null;
    }
    if (fields.language && !channel.language) channel.language = fields.language;
    if (fields.bio && !channel.bio) channel.bio = fields.bio;
    for (const c of fields.categories ?? []) channel.categories.add(c);
    if (fields.extra) {
      for (const [k, v] of Object.entries(fields.extra)) if (v !== null && v !== undefined && v !== '') channel.extra[k] = v;
    }
  }

  observe(channel: ChannelDraft, observation: Observation): void {
    channel.observations.push(observation);
  }

  /** Adds a post, or refreshes an existing one when this reading is newer. */
  post(draft: PostDraft): PostDraft {
    const key = `${draft.platform}:${draft.platformPostId}`;
    const existing = this.posts.get(key);
    if (!existing) {
      this.posts.set(key, draft);
      return draft;
    }
    const newer = draft.observedAt > existing.observedAt;
    for (const field of ['likes', 'comments', 'views', 'shares', 'saves'] as const) {
      if (draft[field] != null && (newer || existing[field] == null)) existing[field] = draft[field];
    }
    if (newer) existing.observedAt = draft.observedAt;
    if (!existing.caption || (draft.caption && draft.caption.length > existing.caption.length))
      existing.caption = draft.caption ?? existing.caption;
    if (!existing.title) existing.title = draft.title;
    if (!existing.url) existing.url = draft.url;
    if (draft.hashtags.length > existing.hashtags.length) existing.hashtags = draft.hashtags;
    return existing;
  }
}

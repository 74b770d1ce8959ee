import {
  FIXTURE_IDS,
  fixture,
  fixtureText,
  syntheticFigures,
  syntheticNumber,
  syntheticPosts,
  youtubeSyntheticChannel,
  youtubeSyntheticVideo,
} from './platform-payloads.ts';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface FakeResponse {
  status: number;
  /** An object is sent as JSON; a string as it is. */
  body: unknown;
  headers?: Record<string, string>;
}
export interface FakeState {
  /** Tokens the fake issued and still accepts; an "expired_token" fault empties them. */
  issuedTokens: Set<string>;
  tokenCounter: number;
  /** Scripted live Twitch streams (setTwitchLiveStreams); absent: only the recorded fixture stream is live. */
  twitchLive?: FakeTwitchLive;
}

/** A live Twitch stream whose viewer count walks through `viewerCounts`, one step per /streams call that asks for it. */
export interface FakeLiveStream {
  userId: string;
  login: string;
  streamId: string;
  viewerCounts: number[];
  startedAt?: string;
}
export interface FakeTwitchLive {
  streams: (FakeLiveStream & { calls: number })[];
  /** The user ids and logins of every /streams call, for assertions on batching. */
  queries: { userIds: string[]; logins: string[]; first: string | null }[];
}

const json = (body: unknown, status = 200, headers?: Record<string, string>): FakeResponse => ({ status, body, headers: headers ?? {} });
const bearer = (request: FakeRequest) => String(request.headers.authorization ?? '').replace(/^Bearer /i, '');
const issueToken = (state: FakeState, prefix: string): string => {
  const token = `${prefix}-${++state.tokenCounter}`;
  state.issuedTokens.add(token);
  return token;
};

/** YouTube Data API v3 under /youtube/v3. */
export function youtubeRoute(request: FakeRequest, state: FakeState): FakeResponse {
  // A creator's own OAuth token (Google connection) reads "mine"; everything else needs the API key.
  if (request.query.get('mine') === 'true') {
    if (!state.issuedTokens.has(bearer(request)))
      return json({ error: { code: 401, message: 'Request had invalid authentication credentials.' } }, 401);
    return json(fixture('youtube/channels.json'));
  }
  if (!request.query.get('key')) return json(fixture('youtube/error-key-invalid.json'), 400);
  const resource = request.path.replace(/^\/youtube\/v3\//, '');
  if (resource === 'channels') {
    const id = request.query.get('id') ?? request.query.get('forHandle');
    if (id === FIXTURE_IDS.youtubeChannelId || id === '@nordlichtsessions') return json(fixture('youtube/channels.json'));
    const n = syntheticNumber(id);
    return json({
      kind: 'youtube#channelListResponse',
      pageInfo: { totalResults: n === null ? 0 : 1 },
      ...(n === null ? {} : { items: [youtubeSyntheticChannel(n)] }),
    });
  }
  if (resource === 'playlistItems') {
    const playlistId = request.query.get('playlistId');
    if (playlistId === FIXTURE_IDS.youtubeUploadsPlaylistId) {
      return json(
        fixture(
          request.query.get('pageToken') === 'EAAaBlBUOkNBTQ' ? 'youtube/playlist-items-page-2.json' : 'youtube/playlist-items-page-1.json',
        ),
      );
    }
    const n = syntheticNumber(playlistId);
    if (n === null)
      return json(
        {
          error: {
            code: 404,
            message: "The playlist identified with the request's playlistId parameter cannot be found.",
            errors: [{ reason: 'playlistNotFound' }],
          },
        },
        404,
      );
    return json({
      kind: 'youtube#playlistItemListResponse',
      items: syntheticPosts(n).map((post) => ({ contentDetails: { videoId: post.id } })),
    });
  }
  if (resource === 'videos') {
    const ids = (request.query.get('id') ?? '').split(',');
    const recorded = fixture('youtube/videos.json') as { items: { id: string }[] };
    const items = ids.map((id) => recorded.items.find((item) => item.id === id) ?? youtubeSyntheticVideo(id)).filter(Boolean);
    return json({ kind: 'youtube#videoListResponse', items });
  }
  return json({ error: { code: 404, message: 'Not Found' } }, 404);
}

/** Twitch: client-credentials token under /twitch/oauth2/token, Helix under /twitch/helix. */
export function twitchRoute(request: FakeRequest, state: FakeState): FakeResponse {
  if (request.path === '/twitch/oauth2/token') {
    const form = new URLSearchParams(request.body);
    if (form.get('grant_type') !== 'client_credentials' || !form.get('client_id') || !form.get('client_secret')) {
      return json({ status: 400, message: 'invalid client' }, 400);
    }
    return json({ ...(fixture('twitch/token.json') as object), access_token: issueToken(state, 'twitch') });
  }
  if (!state.issuedTokens.has(bearer(request)) || !request.headers['client-id']) {
    return json({ error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' }, 401, {
      'www-authenticate': 'OAuth realm="TwitchTV", error="invalid_token"',
    });
  }
  const resource = request.path.replace(/^\/twitch\/helix\//, '');
  const login = request.query.get('login');
  const userId = request.query.get('broadcaster_id') ?? request.query.get('user_id');
  const isFixture = login === FIXTURE_IDS.twitchLogin || userId === FIXTURE_IDS.twitchUserId;
  const n = syntheticNumber(login ?? userId);
  if (resource === 'users') {
    if (isFixture) return json(fixture('twitch/users.json'));
    if (n === null) return json({ data: [] });
    return json({
      data: [
        {
          id: `syn_${n}`,
          login: `syn_${n}`,
          display_name: `Generated ${n}`,
          broadcaster_type: n % 3 === 0 ? 'partner' : 'affiliate',
          description: '',
          profile_image_url: '',
        },
      ],
    });
  }
  if (resource === 'channels/followers')
    return json(isFixture ? fixture('twitch/followers.json') : { total: syntheticFigures(n ?? 0).followers, data: [], pagination: {} });
  if (resource === 'streams')
    return state.twitchLive
      ? scriptedStreams(request, state.twitchLive)
      : json(isFixture ? fixture('twitch/streams.json') : { data: [], pagination: {} });
  if (resource === 'videos') {
    if (isFixture) return json(fixture(request.query.get('after') ? 'twitch/videos-page-2.json' : 'twitch/videos-page-1.json'));
    return json({
      data: syntheticPosts(n ?? 0, 3).map((post) => ({
        id: post.id,
        title: `Stream ${post.id}`,
        description: '',
        published_at: post.publishedAt,
        url: '',
        view_count: post.views,
      })),
      pagination: {},
    });
  }
  return json({ error: 'Not Found', status: 404, message: '' }, 404);
}

/** Helix /streams over scripted streams: repeated user_id/user_login parameters, only live channels answered. */
function scriptedStreams(request: FakeRequest, live: FakeTwitchLive): FakeResponse {
  const userIds = request.query.getAll('user_id');
  const logins = request.query.getAll('user_login').map((login) => login.toLowerCase());
  live.queries.push({ userIds, logins, first: request.query.get('first') });
  if (userIds.length + logins.length > 100)
    return json(
      { error: 'Bad Request', status: 400, message: 'The parameters user_id and user_login can be specified at most 100 times' },
      400,
    );
  const [recorded] = (fixture('twitch/streams.json') as { data: Record<string, unknown>[] }).data;
  const data = live.streams
    .filter((stream) => userIds.includes(stream.userId) || logins.includes(stream.login))
    .map((stream) => {
      const viewerCount = stream.viewerCounts[Math.min(stream.calls, stream.viewerCounts.length - 1)] ?? 0;
      stream.calls += 1;
      return {
        ...recorded,
        id: stream.streamId,
        user_id: stream.userId,
        user_login: stream.login,
        user_name: stream.login,
        viewer_count: viewerCount,
        started_at: stream.startedAt ?? recorded!.started_at,
      };
    });
  return json({ data, pagination: {} });
}

/** Instagram Graph API business discovery under /instagram/v21.0/{business-account-id}. */
export function instagramRoute(request: FakeRequest): FakeResponse {
  if (!request.query.get('access_token')) return json(fixture('instagram/error-token-expired.json'), 400);
  const accountId = request.path.split('/')[3];
  if (accountId !== FIXTURE_IDS.instagramBusinessAccountId) {
    return json({ error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100, error_subcode: 33 } }, 400);
  }
  const fields = request.query.get('fields') ?? '';
  if (!fields.startsWith('business_discovery')) return json({ id: accountId, username: 'creatorlens_fixture' });
  const username = /business_discovery\.username\(([^)]+)\)/.exec(fields)?.[1];
  const wantsMedia = fields.includes('media.');
  if (username === FIXTURE_IDS.instagramUsername) {
    const page = fixture(
      fields.includes('media.after(') ? 'instagram/business-discovery-page-2.json' : 'instagram/business-discovery-page-1.json',
    ) as { business_discovery: Record<string, unknown> };
    if (!wantsMedia) delete page.business_discovery.media;
    return json(page);
  }
  const n = syntheticNumber(username);
  if (n === null) return json({ error: { message: 'Invalid user id', type: 'OAuthException', code: 110, fbtrace_id: 'AfakeTrace' } }, 400);
  const f = syntheticFigures(n);
  const media = syntheticPosts(n, 3).map((post) => ({
    id: post.id,
    caption: '#bench',
    like_count: post.likes,
    comments_count: post.comments,
    media_type: 'IMAGE',
    media_product_type: 'FEED',
    permalink: '',
    timestamp: post.publishedAt.replace('.000Z', '+0000'),
  }));
  return json({
    business_discovery: {
      id: `ig_syn_${n}`,
      username,
      name: `Generated ${n}`,
      followers_count: f.followers,
      follows_count: f.following,
      media_count: f.posts,
      ...(wantsMedia ? { media: { data: media } } : {}),
    },
    id: accountId,
  });
}

/** TikTok Research API under /tiktok/v2. */
export function tiktokRoute(request: FakeRequest, state: FakeState): FakeResponse {
  const ok = { code: 'ok', message: '', log_id: 'fake' };
  if (request.path === '/tiktok/v2/oauth/token/') {
    const form = new URLSearchParams(request.body);
    if (form.get('grant_type') !== 'client_credentials' || !form.get('client_key') || !form.get('client_secret')) {
      return json({ error: 'invalid_client', error_description: 'Client key or secret is invalid.' }, 401);
    }
    return json({ ...(fixture('tiktok/token.json') as object), access_token: issueToken(state, 'tiktok') });
  }
  if (!state.issuedTokens.has(bearer(request))) return json(fixture('tiktok/error-token-invalid.json'), 401);
  const body = JSON.parse(request.body || '{}') as { username?: string; query?: { and?: { field_values?: string[] }[] }; cursor?: number };
  if (request.path === '/tiktok/v2/research/user/info/') {
    if (body.username === FIXTURE_IDS.tiktokUsername) return json(fixture('tiktok/user-info.json'));
    const n = syntheticNumber(body.username);
    if (n === null)
      return json({ data: {}, error: { code: 'invalid_params', message: `User ${body.username} does not exist`, log_id: 'fake' } }, 400);
    const f = syntheticFigures(n);
    return json({
      data: {
        display_name: `Generated ${n}`,
        follower_count: f.followers,
        following_count: f.following,
        likes_count: f.likes,
        video_count: f.posts,
      },
      error: ok,
    });
  }
  if (request.path === '/tiktok/v2/research/video/query/') {
    const username = body.query?.and?.[0]?.field_values?.[0];
    if (username === FIXTURE_IDS.tiktokUsername) {
      // The recorded text, not re-serialised JSON: the int64 ids must reach the client with every digit.
      return {
        status: 200,
        body: fixtureText(body.cursor ? 'tiktok/video-query-page-2.json' : 'tiktok/video-query-page-1.json'),
        headers: { 'content-type': 'application/json' },
      };
    }
    const n = syntheticNumber(username) ?? 0;
    const videos = syntheticPosts(n, 2).map((post, index) => ({
      id: `${7_000_000_000 + n * 10 + index}`,
      create_time: Math.floor(Date.parse(post.publishedAt) / 1000),
      like_count: post.likes,
      comment_count: post.comments,
      share_count: 0,
      view_count: post.views,
      hashtag_names: ['bench'],
    }));
    return json({ data: { videos, cursor: videos.length, has_more: false, search_id: 'fake' }, error: ok });
  }
  return json({ data: {}, error: { code: 'invalid_params', message: 'unknown endpoint', log_id: 'fake' } }, 404);
}

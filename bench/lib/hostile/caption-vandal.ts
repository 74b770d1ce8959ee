import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_CREDENTIALS, startFakePlatformServer, type FakePlatformServer } from '@creatorlens/test-support/fake-platforms';
import { hostileCorpus, HOSTILE_SPECIALS } from '../../../tests/support/hostile-post-texts.ts';
import { signInDemo } from './guests.ts';
import type { HostileLane } from './extra-lanes.ts';
import { request, sleep, type Tally } from './tally.ts';

/** Generated YouTube channels of the fake platform (syn_N) that the soak's organisation tracks. */
const TRACKED = 5;
const REFRESH_EVERY_MS = 4_000;
const CAPTION_LANE_ADDRESS = '203.0.113.10';
/** Captions the "creators" write: the attack as reported, and keywords followed by 5,000 characters of filler. */
const CAPTIONS = [...HOSTILE_SPECIALS, ...hostileCorpus(5_000)];

/**
 * The platform as a creator who controls a tracked channel's texts makes it: the local fake YouTube API, with every
 * video's title and description replaced by a hostile caption on the way out. The product's connector is pointed here.
 */
async function startHostilePlatform(): Promise<{ fake: FakePlatformServer; server: Server; baseUrl: string }> {
  const fake = await startFakePlatformServer();
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const answer = await fetch(`${fake.url}${incoming.url ?? '/'}`, { headers: { accept: 'application/json' } });
      let body = await answer.text();
      if (answer.ok && (incoming.url ?? '').startsWith('/youtube/v3/videos')) {
        const parsed = JSON.parse(body) as { items?: { snippet?: { title?: string; description?: string } }[] };
        for (const item of parsed.items ?? []) {
          const caption = CAPTIONS[next++ % CAPTIONS.length]!;
          item.snippet = { ...item.snippet, title: caption.slice(0, 100), description: caption };
        }
        body = JSON.stringify(parsed);
      }
      outgoing.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
    })().catch(() => outgoing.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { fake, server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function trpc<T>(baseUrl: string, cookie: string, path: string, input: unknown, method: 'GET' | 'POST' = 'POST') {
  const answer =
    method === 'POST'
      ? await request(`${baseUrl}/api/trpc/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
          body: JSON.stringify(input),
        })
      : await request(`${baseUrl}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { cookie } });
  const data = answer.status === 200 ? (JSON.parse(answer.body) as { result: { data: T } }).result.data : null;
  return { status: answer.status, data, body: answer.body };
}

/** Points the YouTube connector at the hostile platform and imports the tracked channels; returns their ids. */
async function trackHostileChannels(baseUrl: string, platformUrl: string): Promise<{ cookie: string; channelIds: string[] }> {
  const admin = await signInDemo(baseUrl, 'platform-admin@creatorlens.test', CAPTION_LANE_ADDRESS);
  const configured = await trpc(baseUrl, admin, 'connector.updateConnector', {
    connector: 'youtube',
    data: { baseUrl: `${platformUrl}/youtube/v3`, secret: FAKE_CREDENTIALS.youtube.secret },
  });
  if (configured.status !== 200) throw new Error(`updateConnector answered ${configured.status}: ${configured.body.slice(0, 300)}`);
  const cookie = await signInDemo(baseUrl, 'org-admin@creatorlens.test', CAPTION_LANE_ADDRESS);
  const watchlist = await trpc<{ id: string }>(baseUrl, cookie, 'watchlist.createWatchlist', { name: 'Tracked creators', type: 'manual' });
  if (!watchlist.data) throw new Error(`createWatchlist answered ${watchlist.status}`);
  const csv = `platform,handle\n${Array.from({ length: TRACKED }, (_, index) => `youtube,@syn_${index + 1}`).join('\n')}\n`;
  const started = await trpc<{ jobId: string }>(baseUrl, cookie, 'import.startImport', {
    target: { kind: 'watchlist', id: watchlist.data.id },
    fileName: 'tracked.csv',
    csv,
  });
  if (!started.data) throw new Error(`startImport answered ${started.status}: ${started.body.slice(0, 300)}`);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const state = await trpc<{ state: string; rows: { channelId: string | null }[] }>(
      baseUrl,
      cookie,
      'import.getImport',
      { jobId: started.data.jobId, limit: 100 },
      'GET',
    );
    if (state.data?.state === 'completed')
      return { cookie, channelIds: state.data.rows.flatMap((row) => (row.channelId ? [row.channelId] : [])) };
    if (state.data && ['failed', 'cancelled'].includes(state.data.state)) throw new Error(`the import ${state.data.state}`);
    await sleep(500);
  }
  throw new Error('the import did not finish');
}

/**
 * Adversarial captions through refreshes: an organisation tracks channels whose creators write hostile captions and
 * asks for "Refresh now" on them again and again; each refresh makes the worker pool analyse the captions. Counts
 * the refreshes queued and, at the end, how many posts were analysed and how many stored "not analysed".
 */
export const captionVandal: HostileLane = async (baseUrl: string, tally: Tally, until: number) => {
  const platform = await startHostilePlatform();
  try {
    const { cookie, channelIds } = await trackHostileChannels(baseUrl, platform.baseUrl);
    if (channelIds.length === 0) throw new Error('the import created no channels');
    for (let round = 0; Date.now() < until; round += 1) {
      const channelId = channelIds[round % channelIds.length]!;
      const queued = await trpc<{ isNew: boolean }>(baseUrl, cookie, 'job.requestChannelRefresh', { channelId });
      if (queued.status === 200) tally.noted(`caption refresh: ${queued.data!.isNew ? 'queued' : 'already queued'}`);
      else tally.attackAnswered('caption refresh request', queued.status, queued.body);
      await sleep(REFRESH_EVERY_MS / channelIds.length);
    }
    let notAnalysed = 0;
    for (const channelId of channelIds) {
      const read = await trpc<{ counts: { notAnalysed?: number } }>(
        baseUrl,
        cookie,
        'intelligence.getChannelIntelligence',
        { channelId },
        'GET',
      );
      if (read.status === 200) tally.noted('caption channel intelligence read');
      else tally.wrong(`caption channel intelligence: HTTP ${read.status}`, read.body);
      notAnalysed += read.data?.counts.notAnalysed ?? 0;
    }
    console.log(`caption lane: ${channelIds.length} tracked channels, ${notAnalysed} posts stored "not analysed" at the end`);
    console.log(`caption lane: the fake platform answered ${platform.fake.stats.requests} requests`);
  } finally {
    await new Promise((resolve) => platform.server.close(resolve));
    await platform.fake.close();
  }
};

import { deflateSync, inflateSync } from 'node:zlib';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';
import { schema } from '@creatorlens/db';
import { insertFixtureArtist } from '@creatorlens/db/testing';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, organizationIdByName, signInToKessel } from './support/lists-fixtures.ts';

/*
 * Issue 39: exports a German client can open (German headers and values, semicolons and decimal commas, real XLSX
 * number and date cells), bot risk and data date in every export, the shortlist PDF, and credits charged as the
 * credits page says (1 per started 100 rows) with the trial's balance agreeing with its monthly quota.
 */

interface ExportFile {
  fileName: string;
  contentType: string;
  base64: string;
  rows?: number;
  credits?: number;
}

let app: TestApp;
let member: string;
let kessel: string;
let nordlichtId: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;
let watchlistId: string;
let campaignId: string;

const file = (answer: { data: ExportFile }) => Buffer.from(answer.data.base64, 'base64');
const DATA_AS_OF = new Date('2025-03-01T10:00:00Z');

const balanceOf = async (organizationId: string): Promise<number> => {
  const [row] = await app
    .db()
    .select({ total: sum(schema.creditLedger.delta) })
    .from(schema.creditLedger)
    .where(eq(schema.creditLedger.organizationId, organizationId));
  return Number(row?.total ?? 0);
};
const exportJobs = (organizationId: string) =>
  app
    .db()
    .select()
    .from(schema.job)
    .where(and(eq(schema.job.organizationId, organizationId), eq(schema.job.queue, JOB_QUEUES.export)));

/** The text a PDF shows: its deflated content streams, with pdfkit's hex-encoded TJ strings decoded (WinAnsi ~ latin1). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => Buffer.from(piece[1]!, 'hex').toString('latin1'));
      texts.push(pieces.join(''));
    }
  }
  return texts.join('\n');
}
/** A small solid-colour PNG (a stand-in agency logo), encoded by hand: signature, IHDR, IDAT, IEND with their CRCs. */
function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, index) => [red, green, blue][index % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pageCount = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
  nordlichtId = await organizationIdByName(app, 'Nordlicht Agency');
  channels = await fixtureChannelIds(app);
  await app
    .db()
    .update(schema.channel)
    .set({
      followers: 123_456,
      engagementRate: 0.0425,
      followers30dGrowth: -0.0125,
      dataAsOf: DATA_AS_OF,
      source: 'test-fixture',
      botRisk: 'high',
    })
    .where(eq(schema.channel.id, channels.insta));
  // Two sponsored posts of the Instagram channel, one naming a brand: the shortlist's sponsored history.
  const posts = await app.db().select({ id: schema.post.id }).from(schema.post).where(eq(schema.post.channelId, channels.insta)).limit(3);
  expect(posts.length).toBeGreaterThanOrEqual(2);
  await app
    .db()
    .insert(schema.postAnalysis)
    .values(posts.map((post, index) => ({ postId: post.id, isSponsored: index < 2 })))
    .onConflictDoUpdate({ target: schema.postAnalysis.postId, set: { isSponsored: true } });
  const [brand] = await app.db().insert(schema.brand).values({ slug: 'export-brand', name: 'Sonnenmilch AG' }).returning();
  await app.db().insert(schema.postBrand).values({ postId: posts[0]!.id, brandId: brand!.id, kind: 'mention' });

  watchlistId = (await app.mutate(member, 'watchlist.createWatchlist', { name: 'Kunde Süd', type: 'manual' })).data.id;
  await app.mutate(member, 'watchlist.addChannels', { watchlistId, channelIds: [channels.insta, channels.tube] });
  campaignId = (await app.mutate(member, 'campaign.createCampaign', { name: 'Frühjahr 2026' })).data.id;
  await app.mutate(member, 'campaign.addChannels', { campaignId, channelIds: [channels.live, channels.insta] });
});
afterAll(() => app.close());

describe('German and international CSV', () => {
  it('writes German CSV for German readers: BOM, semicolons, German headers and values, decimal commas, dd.mm.yyyy', async () => {
    const answer = await app.query(member, 'export.exportWatchlist', { id: watchlistId, format: 'csv', locale: 'de' });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ fileName: 'kunde-sued.csv', rows: 2, credits: 1 });
    const text = file(answer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = text.slice(1).trim().split('\r\n');
    expect(header).toBe(
      'Kanal;Handle;Plattform;Profil-URL;Follower;Engagement-Rate;Wachstum 30 Tage;Ø Aufrufe;Hinzugefügt;Veränderung seit Hinzufügen;' +
        'Bot-Risiko;Datenstand;Quelle;Grundlage Engagement;Grundlage Wachstum;Grundlage Durchschnitte;Grundlage Posts pro Woche',
    );
    const insta = lines.find((line) => line.includes('fixture.insta'))!.split(';');
    expect(insta.slice(1, 3)).toEqual(['fixture.insta', 'instagram']);
    expect(insta[4]).toBe('123456');
    expect(insta[5]).toBe('0,0425');
    // A negative number is data, not a formula: no apostrophe.
    expect(insta[6]).toBe('-0,0125');
    expect(insta[8]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(insta.slice(10, 13)).toEqual(['hoch', '01.03.2025', 'test-fixture']);
  });

  it('keeps the international CSV (commas, decimal points, English headers, ISO dates) and offers each style explicitly', async () => {
    const english = file(await app.query(member, 'export.exportWatchlist', { id: watchlistId, format: 'csv' })).toString('utf8');
    expect(english.startsWith('\uFEFFChannel,Handle,Platform,Profile URL,Followers,Engagement rate,30-day growth,')).toBe(true);
    expect(english).toContain(',Bot risk,Data as of,Source,Engagement basis,');
    const insta = english.split('\r\n').find((line) => line.includes('fixture.insta'))!;
    expect(insta).toContain(',123456,0.0425,-0.0125,');
    expect(insta).toContain(',high,2025-03-01T10:00:00.000Z,test-fixture,');

    const germanWords = file(
      await app.query(member, 'export.exportWatchlist', { id: watchlistId, format: 'csv', locale: 'de', csvStyle: 'international' }),
    ).toString('utf8');
    expect(germanWords.startsWith('\uFEFFKanal,Handle,Plattform,')).toBe(true);
    const englishForExcel = file(
      await app.query(member, 'export.exportWatchlist', { id: watchlistId, format: 'csv', locale: 'en', csvStyle: 'excel-de' }),
    ).toString('utf8');
    expect(englishForExcel.startsWith('\uFEFFChannel;Handle;Platform;')).toBe(true);
  });

  it('adds bot risk and data date to the campaign export, in German too', async () => {
    const text = file(await app.query(member, 'export.exportCampaign', { id: campaignId, format: 'csv', locale: 'de' })).toString('utf8');
    const [header, ...lines] = text.slice(1).trim().split('\r\n');
    expect(
      header!.startsWith(
        'Spalte;Position;Kanal;Handle;Plattform;Follower;Engagement-Rate;Zuständig;Max. Budget;Notizen;Hinzugefügt;Bot-Risiko;Datenstand;Quelle;',
      ),
    ).toBe(true);
    const insta = lines.find((line) => line.includes('fixture.insta'))!.split(';');
    expect(insta.slice(11, 14)).toEqual(['hoch', '01.03.2025', 'test-fixture']);
  });
});

describe('XLSX cells', () => {
  it('writes numbers as numbers and dates as dates, under German headers', async () => {
    const answer = await app.query(member, 'export.exportWatchlist', { id: watchlistId, format: 'xlsx', locale: 'de' });
    expect(answer.data.fileName).toBe('kunde-sued.xlsx');
    const rows = await readSheet(file(answer));
    const header = rows[0]!;
    expect(header.slice(0, 3)).toEqual(['Kanal', 'Handle', 'Plattform']);
    const insta = rows.find((row) => row[1] === 'fixture.insta')!;
    expect(insta[header.indexOf('Follower')]).toBe(123_456);
    expect(insta[header.indexOf('Engagement-Rate')]).toBeCloseTo(0.0425);
    expect(insta[header.indexOf('Hinzugefügt')]).toBeInstanceOf(Date);
    expect(insta[header.indexOf('Datenstand')]).toEqual(DATA_AS_OF);
    expect(insta[header.indexOf('Bot-Risiko')]).toBe('hoch');
  });
});

describe('discovery export', () => {
  it('carries bot risk and data date, with German names for German readers', async () => {
    const answer = await app.query(member, 'export.exportDiscoveryResults', {
      search: { platform: 'instagram', sort: 'followers', direction: 'desc' },
      format: 'xlsx',
      locale: 'de',
    });
    expect(answer.status).toBe(200);
    expect(answer.data.fileName).toBe('suche-instagram.xlsx');
    const rows = await readSheet(file(answer));
    const header = rows[0]!;
    expect(header).toContain('Bot-Risiko');
    expect(header).toContain('Datenstand');
    const insta = rows.find((row) => row[1] === 'fixture.insta')!;
    expect(insta[header.indexOf('Bot-Risiko')]).toBe('hoch');
    expect(insta[header.indexOf('Datenstand')]).toEqual(DATA_AS_OF);

    const english = file(
      await app.query(member, 'export.exportDiscoveryResults', { search: { platform: 'instagram' }, format: 'csv' }),
    ).toString('utf8');
    expect(english.split('\r\n')[0]).toContain(',Bot risk,Data as of,Source,');
  });
});

describe('shortlist PDF', () => {
  it('renders a watchlist shortlist with names, data dates, risk and sponsored history', async () => {
    const answer = await app.mutate(member, 'export.exportShortlistReport', {
      subject: { kind: 'watchlist', id: watchlistId },
      locale: 'de',
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ fileName: 'kunde-sued-shortlist.pdf', contentType: 'application/pdf', rows: 2, credits: 1 });
    const pdf = file(answer);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBeGreaterThan(0);
    const text = pdfText(pdf);
    expect(text).toContain('Kunde Süd');
    expect(text).toContain('Fixture Artist');
    expect(text).toContain('Datenstand');
    expect(text).toContain('hoch');
    expect(text).toContain('Sonnenmilch AG');
    expect(text).toContain('Seite 1 von');
    expect(text).toContain('Creatorlens');
  });

  it('renders a campaign shortlist white-labelled under the agency name', async () => {
    const answer = await app.mutate(member, 'export.exportShortlistReport', {
      subject: { kind: 'campaign', id: campaignId },
      locale: 'de',
      isWhiteLabel: true,
      agencyName: 'Agentur Nordwind',
      logoBase64: solidPng(160, 48, [14, 116, 144]).toString('base64'),
    });
    expect(answer.status).toBe(200);
    const pdf = file(answer);
    expect(pageCount(pdf)).toBeGreaterThan(0);
    const text = pdfText(pdf);
    expect(text).toContain('Frühjahr 2026');
    expect(text).toContain('Agentur Nordwind');
    expect(text).toContain('Datenstand');
    expect(pdf.toString('latin1')).not.toContain('Creatorlens');
    expect(text).not.toContain('Creatorlens');
  });

  it('paginates a long list: header repeated, page numbers on every page', async () => {
    const { channelIds } = await insertFixtureArtist(app.db(), {
      slug: 'shortlist-many',
      name: 'Viele Kanäle',
      channels: Array.from({ length: 45 }, (_, index) => ({
        platform: 'instagram' as const,
        handle: `viele.${index}`,
        followers: 1000 + index,
      })),
      postsPerChannel: 0,
    });
    const [list] = await app
      .db()
      .insert(schema.watchlist)
      .values({ organizationId: nordlichtId, name: 'Lange Liste', type: 'manual' })
      .returning({ id: schema.watchlist.id });
    await app
      .db()
      .insert(schema.watchlistChannel)
      .values(channelIds.map((channelId) => ({ watchlistId: list!.id, channelId, organizationId: nordlichtId })));
    const pdf = file(
      await app.mutate(member, 'export.exportShortlistReport', { subject: { kind: 'watchlist', id: list!.id }, locale: 'en' }),
    );
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // The table header opens every page the table runs over.
    expect(text.match(/Sponsored posts/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps lists inside their organisation and refuses a bad logo with a 400', async () => {
    const before = await balanceOf(nordlichtId);
    expectRefused(
      await app.mutate(kessel, 'export.exportShortlistReport', { subject: { kind: 'watchlist', id: watchlistId } }),
      404,
      'NOT_FOUND',
    );
    expectRefused(
      await app.mutate(kessel, 'export.exportShortlistReport', { subject: { kind: 'campaign', id: campaignId } }),
      404,
      'NOT_FOUND',
    );
    expectRefused(
      await app.mutate(member, 'export.exportShortlistReport', {
        subject: { kind: 'watchlist', id: watchlistId },
        logoBase64: Buffer.from('<svg/>').toString('base64'),
      }),
      400,
      'VALIDATION',
    );
    expect(await balanceOf(nordlichtId)).toBe(before);
  });
});

describe('credits', () => {
  it("books a new trial's monthly allowance so balance and quota agree, once per month", async () => {
    const cookie = await app.signUp({ name: 'Tara Trial', email: 'tara.trial@example.test' });
    const first = await app.query(cookie, 'credit.getBalance');
    expect(first.data).toEqual({ balance: 50, monthlyAllowance: 50 });
    expect((await app.query(cookie, 'credit.getBalance')).data).toEqual({ balance: 50, monthlyAllowance: 50 });
    const ledger = await app.query(cookie, 'credit.listLedger', {});
    expect(ledger.data.entries).toEqual([expect.objectContaining({ delta: 50, reason: 'monthly-grant', actorName: null })]);
  });

  it('charges 1 credit per started 100 rows (101 rows: 2 credits) with the export job in the same transaction', async () => {
    const { channelIds } = await insertFixtureArtist(app.db(), {
      slug: 'export-hundred',
      name: 'Hundert Kanäle',
      channels: Array.from({ length: 101 }, (_, index) => ({
        platform: 'instagram' as const,
        handle: `hundert.${index}`,
        followers: index,
      })),
      postsPerChannel: 0,
    });
    const [list] = await app
      .db()
      .insert(schema.watchlist)
      .values({ organizationId: nordlichtId, name: 'Hundert und eins', type: 'manual' })
      .returning({ id: schema.watchlist.id });
    await app
      .db()
      .insert(schema.watchlistChannel)
      .values(channelIds.map((channelId) => ({ watchlistId: list!.id, channelId, organizationId: nordlichtId })));

    await app.query(member, 'credit.getBalance');
    const before = await balanceOf(nordlichtId);
    const jobsBefore = (await exportJobs(nordlichtId)).length;
    const answer = await app.query(member, 'export.exportWatchlist', { id: list!.id, format: 'csv', locale: 'de' });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ rows: 101, credits: 2 });
    expect(file(answer).toString('utf8').trim().split('\r\n')).toHaveLength(102);
    expect(await balanceOf(nordlichtId)).toBe(before - 2);
    const jobs = await exportJobs(nordlichtId);
    expect(jobs).toHaveLength(jobsBefore + 1);
    const job = jobs.find((row) => row.payload.subjectId === list!.id)!;
    expect(job).toMatchObject({ state: 'completed', result: { rows: 101, credits: 2 } });
    const [charge] = await app.db().select().from(schema.creditLedger).where(eq(schema.creditLedger.reference, job.id));
    expect(charge).toMatchObject({ delta: -2, reason: 'export', organizationId: nordlichtId });

    // A short balance: refused with LIMIT_EXCEEDED, no file, no charge, no job record.
    await app
      .db()
      .insert(schema.creditLedger)
      .values({ organizationId: nordlichtId, delta: -((await balanceOf(nordlichtId)) - 1), reason: 'admin-adjustment' });
    const short = await app.query(member, 'export.exportWatchlist', { id: list!.id, format: 'xlsx' });
    expectRefused(short, 412, 'LIMIT_EXCEEDED');
    expect(short.error?.message).toMatch(/needs 2 credits .* has 1 left; nothing was charged/);
    expect(await balanceOf(nordlichtId)).toBe(1);
    expect(await exportJobs(nordlichtId)).toHaveLength(jobsBefore + 1);
    // One row still fits the one credit left.
    expect((await app.query(member, 'export.exportWatchlist', { id: watchlistId, format: 'csv' })).data.credits).toBe(1);
    expect(await balanceOf(nordlichtId)).toBe(0);
    const ledgerReasons = await app
      .db()
      .select({ reason: schema.creditLedger.reason })
      .from(schema.creditLedger)
      .where(and(eq(schema.creditLedger.organizationId, nordlichtId), inArray(schema.creditLedger.reason, ['export'])));
    expect(ledgerReasons.length).toBeGreaterThan(0);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@creatorlens/db';
import { insertFixtureArtist } from '@creatorlens/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A minimal build: the server fills head tags and #root into whatever index.html the web build wrote.
const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Creatorlens</title></head><body><div id="root"></div></body></html>';

// Names and codes come from posts and admins: this one tries to close the JSON-LD element and to inject markup.
const HOSTILE_BRAND = 'Evil</script><script>alert(1)</script> & "Co"';
const HOSTILE_CODE = '<script>alert("code")</script>';

let app: TestApp;
let webDist: string;
let origin: string;

const getPage = async (path: string, acceptLanguage = 'en') => {
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-language': acceptLanguage } });
  return { status: response.status, body: await response.text() };
};

/** The ItemList in the page's JSON-LD element, parsed as a crawler would. */
function itemList(html: string): {
  '@type': string;
  numberOfItems: number;
  itemListElement: { position: number; name: string; description?: string; url?: string }[];
} {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD element').not.toBeNull();
  return JSON.parse(match![1]!);
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'site-coupons-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  app = await createTestApp({ webDistDir: webDist });
  const db = app.db();
  const { artistId } = await insertFixtureArtist(db, {
    slug: 'coupon-creator',
    name: 'Coupon <b>Creator</b>',
    channels: [{ platform: 'instagram', handle: 'coupon_creator', followers: 10_000 }],
  });
  const [plain] = await db.insert(schema.brand).values({ slug: 'sunny-shop', name: 'Sunny Shop' }).returning({ id: schema.brand.id });
  const [hostile] = await db.insert(schema.brand).values({ slug: 'evil-co', name: HOSTILE_BRAND }).returning({ id: schema.brand.id });
  // The directory lists dated coupons newest first: today's dates put these on the first page whatever the seed holds.
  const now = new Date();
  await db.insert(schema.coupon).values([
    { code: 'SUNNY20', discount: '20 %', brandId: plain!.id, artistId, validFrom: now },
    { code: HOSTILE_CODE, discountPercent: 15, brandId: hostile!.id, artistId, validFrom: new Date(now.getTime() - 1000) },
  ]);
  origin = await app.listenOnLoopback();
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('/coupons prerendered', () => {
  it('holds the title, the description and the first page of coupons with code, brand, discount and creator', async () => {
    const { status, body } = await getPage('/coupons?lang=en');
    expect(status).toBe(200);
    expect(body).toContain('<title>Creator coupon codes – Creatorlens</title>');
    expect(body).toContain(
      '<meta name="description" content="Discount codes that creators share with their audience, with brand, creator and validity." />',
    );
    const root = body.slice(body.indexOf('<div id="root">'));
    expect(root).toContain('<h1>Creator coupon codes</h1>');
    expect(root).toContain('<code>SUNNY20</code>');
    expect(root).toContain('<dd>Sunny Shop</dd>');
    expect(root).toContain('<dd>20 %</dd>');
    expect(root).toContain('<a href="/coupon-creator">Coupon &lt;b&gt;Creator&lt;/b&gt;</a>');
    expect(root).toMatch(/<p>\d+ coupons<\/p>/);
  });

  it('describes the coupons as a schema.org ItemList', async () => {
    const { body } = await getPage('/coupons?lang=en');
    const list = itemList(body);
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(list.itemListElement.length);
    expect(list.itemListElement[0]).toMatchObject({
      position: 1,
      name: 'Sunny Shop: SUNNY20',
      description: '20 %',
      url: expect.stringMatching(/\/coupon-creator$/),
    });
    // The hostile values survive as data (the JSON escapes decode back to them) ...
    expect(list.itemListElement[1]).toMatchObject({ position: 2, name: `${HOSTILE_BRAND}: ${HOSTILE_CODE}`, description: '15%' });
  });

  it('escapes data in the markup and in the JSON-LD, so no value adds an element', async () => {
    const { body } = await getPage('/coupons?lang=en');
    // ... but never as markup: the only script elements are the JSON ones the server writes itself.
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<b>Creator');
    expect(body.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/json" id="site-company">',
      // The app's document carries the session (null for a visitor) for the app's query cache.
      '<script type="application/json" id="session-state">',
    ]);
    expect(body).toContain('<code>&lt;script&gt;alert(&quot;code&quot;)&lt;/script&gt;</code>');
    expect(body).toContain('<dd>Evil&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</dd>');
  });

  it('is written in German for German visitors', async () => {
    const { body } = await getPage('/coupons', 'de-DE,de;q=0.9');
    expect(body).toContain('<html lang="de"');
    expect(body).toContain('<code>SUNNY20</code>');
    expect(body).toMatch(/<p>\d+ Gutscheine<\/p>/);
    expect(itemList(body).itemListElement[1]).toMatchObject({ description: '15\u00a0%' });
  });
});

describe('blog', () => {
  it('the sitemap lists the blog and its posts in both languages', async () => {
    const { status, body } = await getPage('/sitemap.xml');
    expect(status).toBe(200);
    expect(body).toContain('/coupons?lang=de</loc>');
    expect(body).toContain('/blog?lang=de</loc>');
    expect(body).toContain('/blog/engagement-per-platform?lang=en</loc>');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

interface Coupon {
  id: string;
  code: string;
  isExpired: boolean;
  validFrom: number | null;
  validUntil: number | null;
  brand: { id: string; name: string; slug: string; branch: string | null; color: string | null } | null;
  artist: { slug: string; name: string } | null;
}
interface CouponList {
  items: Coupon[];
  total: number;
  facets: { brands: { id: string; name: string; count: number }[]; branches: { branch: string; count: number }[] };
}

let app: TestApp;
let glowId: string;
let foodId: string;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.db();
  const brands = await db
    .insert(schema.brand)
    .values([
      { slug: 'glow-cosmetics', name: 'Glow Cosmetics', branch: 'beauty', color: '#ff00aa' },
      { slug: 'fast-foods', name: 'Fast Foods', branch: 'food', color: '#00aa00' },
    ])
    .returning({ id: schema.brand.id, slug: schema.brand.slug });
  glowId = brands.find((b) => b.slug === 'glow-cosmetics')!.id;
  foodId = brands.find((b) => b.slug === 'fast-foods')!.id;
  const artists = await db
    .select({ id: schema.artist.id, slug: schema.artist.slug })
    .from(schema.artist)
    .where(inArray(schema.artist.slug, ['fixture-artist', 'snap-only']));
  const artistId = (slug: string) => artists.find((a) => a.slug === slug)!.id;
  await db.insert(schema.coupon).values([
    {
      code: 'GLOW10',
      discount: '10 %',
      discountPercent: 10,
      brandId: glowId,
      artistId: artistId('fixture-artist'),
      validUntil: new Date('2099-01-01T00:00:00Z'),
    },
    {
      code: 'GLOW20',
      discount: '20 %',
      discountPercent: 20,
      brandId: glowId,
      artistId: artistId('snap-only'),
      validUntil: new Date('2020-01-01T00:00:00Z'),
    },
    { code: 'FOOD5', discount: '5 EUR', brandId: foodId, artistId: artistId('fixture-artist') },
  ]);
});
afterAll(() => app.close());

const list = (input: object = {}) => app.query(null, 'coupon.listCoupons', input);
const codes = (answer: { data: CouponList }) => answer.data.items.map((c) => c.code).sort();

describe('coupon.listCoupons (public)', () => {
  it('lists all coupons for anonymous visitors, current ones first, with brand and artist', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.data.total).toBe(3);
    expect(answer.data.items.at(-1)).toMatchObject({ code: 'GLOW20', isExpired: true });
    const glow10 = answer.data.items.find((c) => c.code === 'GLOW10')!;
    expect(glow10).toMatchObject({
      isExpired: false,
      brand: { id: glowId, name: 'Glow Cosmetics', slug: 'glow-cosmetics', branch: 'beauty', color: '#ff00aa' },
      artist: { slug: 'fixture-artist', name: 'Fixture Artist' },
    });
    expect(answer.data.facets.branches).toEqual([
      { branch: 'beauty', count: 2 },
      { branch: 'food', count: 1 },
    ]);
  });

  it('filters by brand, branch, artist, text and expiry', async () => {
    const byBrand = await list({ brandId: glowId });
    expect(codes(byBrand)).toEqual(['GLOW10', 'GLOW20']);
    // A facet ignores its own filter (so other brands stay choosable) but applies the others.
    expect(byBrand.data.facets.brands).toEqual([
      { id: glowId, name: 'Glow Cosmetics', count: 2 },
      { id: foodId, name: 'Fast Foods', count: 1 },
    ]);
    expect(byBrand.data.facets.branches).toEqual([{ branch: 'beauty', count: 2 }]);
    expect(codes(await list({ branch: 'Food' }))).toEqual(['FOOD5']);
    expect(codes(await list({ artistSlug: 'snap-only' }))).toEqual(['GLOW20']);
    expect(codes(await list({ q: 'fast' }))).toEqual(['FOOD5']); // brand name
    expect(codes(await list({ q: 'glow2' }))).toEqual(['GLOW20']); // code
    expect(codes(await list({ q: 'fixture' }))).toEqual(['FOOD5', 'GLOW10']); // artist name
    expect(codes(await list({ q: '%' }))).toEqual([]); // LIKE wildcards are literal
    const current = await list({ includeExpired: false });
    expect(current.data.total).toBe(2);
    expect(codes(current)).toEqual(['FOOD5', 'GLOW10']);
  });

  it('pages', async () => {
    const first = await list({ pageSize: 2, page: 1 });
    const second = await list({ pageSize: 2, page: 2 });
    expect(first.data.items).toHaveLength(2);
    expect(second.data.items).toHaveLength(1);
    expect(second.data.total).toBe(3);
  });

  it('answers 400 for bad filters', async () => {
    expect((await list({ pageSize: 101 })).status).toBe(400);
    expect((await list({ brandId: 'glow' })).status).toBe(400);
    expect((await list({ artistSlug: '../x' })).status).toBe(400);
  });
});

describe('coupon.createCoupon', () => {
  const valid = {
    code: 'NEW-CODE_1',
    discount: '15 %',
    discountPercent: 15,
    url: 'https://shop.example/new',
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
  };

  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    expect((await app.mutate(null, 'coupon.createCoupon', valid)).status).toBe(401);
    const member = await app.signIn('member@creatorlens.test');
    const answer = await app.mutate(member, 'coupon.createCoupon', valid);
    expect(answer.status).toBe(403);
    expect(answer.error?.data.appCode).toBe('FORBIDDEN');
    const orgAdmin = await app.signIn('org-admin@creatorlens.test');
    expect((await app.mutate(orgAdmin, 'coupon.createCoupon', valid)).status).toBe(403);
  });

  it('lets a platform admin create a coupon, then refuses the duplicate with 409', async () => {
    const admin = await app.signIn('platform-admin@creatorlens.test');
    const input = { ...valid, brandId: glowId, artistSlug: 'fixture-artist' };
    const created = await app.mutate(admin, 'coupon.createCoupon', input);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      code: 'NEW-CODE_1',
      validFrom: Date.parse('2026-01-01T00:00:00Z'),
      validUntil: Date.parse('2026-12-31T00:00:00Z'),
      brand: { id: glowId },
      artist: { slug: 'fixture-artist' },
    });
    const [row] = await app.db().select().from(schema.coupon).where(eq(schema.coupon.id, created.data.id));
    expect(row?.url).toBe('https://shop.example/new');

    const duplicate = await app.mutate(admin, 'coupon.createCoupon', { ...input, code: 'new-code_1' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.data.appCode).toBe('CONFLICT');
    // Without brand and artist the unique index cannot see duplicates; the check still does.
    expect((await app.mutate(admin, 'coupon.createCoupon', { code: 'LONER' })).status).toBe(200);
    expect((await app.mutate(admin, 'coupon.createCoupon', { code: 'LONER' })).status).toBe(409);
  });

  it('answers 400 with a clear message for bad input', async () => {
    const admin = await app.signIn('platform-admin@creatorlens.test');
    const bad = async (input: object, fragment: string) => {
      const answer = await app.mutate(admin, 'coupon.createCoupon', { ...valid, ...input });
      expect(answer.status, fragment).toBe(400);
      expect(answer.error?.data.appCode).toBe('VALIDATION');
      expect(answer.error?.message).toContain(fragment);
    };
    await bad({ code: 'a' }, 'at least 2');
    await bad({ code: 'x'.repeat(41) }, 'at most 40');
    await bad({ code: 'SAVE 10' }, 'only letters');
    await bad({ discount: 'd'.repeat(41) }, 'discount');
    await bad({ url: 'javascript:alert(1)' }, 'http or https');
    await bad({ url: 'ftp://shop.example' }, 'http or https');
    await bad({ validFrom: '2026-12-31', validUntil: '2026-01-01' }, 'validUntil');
    await bad({ brandId: '00000000-0000-4000-8000-000000000000' }, 'No brand');
    await bad({ artistSlug: 'nobody-here' }, 'nobody-here');
  });
});

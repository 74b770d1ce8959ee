/**
 * Issue 42, brands: the brand directory of a fresh seed holds no generic word ("Download", "Shop", "Instagram" …), after
 * the seed and after the post analysis a refresh runs, and an older database that stored such rows is cleaned by that
 * refresh (its coupons keep their codes without a brand).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_BRAND_WORDS, isGenericBrandName } from '@creatorlens/contracts';
import { seedCreatorData } from '@creatorlens/core/data-quality';
import { analyzePosts } from '@creatorlens/core/intelligence';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';

describe('brand directory of a fresh seed', () => {
  let handle: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(handle.db, query);
  let seededBrands: string[];

  beforeAll(async () => {
    handle = await openDatabase();
    await migrateDatabase(handle);
    await seedCreatorData({ db: handle.db });
    seededBrands = (await rows<{ name: string }>(sql`select name from brand`)).map((b) => b.name);
    // What an older version stored: a generic "brand" with a post link and a coupon.
    await handle.db.execute(
      sql`insert into brand (slug, name, color) values ('download', 'Download', '#888888'), ('shop', 'Shop', '#888888')`,
    );
    await handle.db.execute(sql`
      insert into post_brand (post_id, brand_id, kind)
      select (select id from post order by id limit 1), id, 'mention' from brand where slug = 'download'`);
    await handle.db.execute(sql`
      insert into coupon (code, brand_id, valid_from)
      select 'OLDCODE10', id, now() from brand where slug = 'shop'`);
    await analyzePosts({ db: handle.db });
  }, 600_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('seeds brands, none of them a generic word or platform', () => {
    expect(seededBrands.length).toBeGreaterThan(0);
    expect(seededBrands.filter((name) => isGenericBrandName(name))).toEqual([]);
  });

  it('has no generic word among the brands after the refresh analysed every post, and no post linked to one', async () => {
    const names = (await rows<{ name: string }>(sql`select name from brand`)).map((b) => b.name);
    expect(names.filter((name) => isGenericBrandName(name))).toEqual([]);
    const words = new Set(GENERIC_BRAND_WORDS);
    expect(names.filter((name) => words.has(name.toLowerCase()))).toEqual([]);
    const linked = await rows<{ name: string }>(sql`select distinct b.name from post_brand pb join brand b on b.id = pb.brand_id`);
    expect(linked.filter((b) => isGenericBrandName(b.name))).toEqual([]);
  });

  it('cleans generic rows an older version stored: the coupon keeps its code without the brand', async () => {
    expect(await rows(sql`select 1 from brand where slug in ('download', 'shop')`)).toEqual([]);
    expect(await rows<{ brand_id: string | null }>(sql`select brand_id from coupon where code = 'OLDCODE10'`)).toEqual([
      { brand_id: null },
    ]);
  });
});

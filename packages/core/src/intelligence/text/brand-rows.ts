/** Brand rows as the text detectors need them: the dictionary to match, and new brands named by extracted coupons. */
import { sql } from 'drizzle-orm';
import { brandColor, guessBranch, KNOWN_BRANDS } from './brand-dictionary.ts';
import { executeCount, selectRows } from '@creatorlens/db/sql-result';
import { AFFILIATE_SHOP_NAMES, isGenericBrandName, slugify } from '@creatorlens/contracts';
import { brandKey, type BrandDictionary, type BrandDictionaryEntry } from './brands.ts';
import { dictionaryOf } from './text-analyzer.ts';
import type { Executor } from '@creatorlens/db/executor';

export interface BrandIndex {
  /** The brand names and spellings the dictionary matches (what an analyser in another thread builds it from). */
  brands: readonly BrandDictionaryEntry[];
  dictionary: BrandDictionary;
  /** brandKey(name or slug) → brand id. */
  idByKey: Map<string, string>;
}

/** The dictionary of all brand rows plus the recurring sponsors (their aliases help matching), and ids by key. */
export async function loadBrandIndex(db: Executor): Promise<BrandIndex> {
  const all = await selectRows<{ id: string; slug: string; name: string }>(db, sql`select id, slug, name from brand`);
  // A generic word is never matched as a brand, even where an older version stored it (removeGenericBrands drops it).
  const rows = all.filter((row) => !isGenericBrandName(row.name));
  const idByKey = new Map<string, string>();
  for (const row of rows) {
    idByKey.set(brandKey(row.name), row.id);
    if (!idByKey.has(brandKey(row.slug))) idByKey.set(brandKey(row.slug), row.id);
  }
  const known = new Map(KNOWN_BRANDS.map((b) => [brandKey(b.name), b] as const));
  const entries = rows.map((row) => ({ name: row.name, aliases: known.get(brandKey(row.name))?.aliases ?? [] }));
  for (const brand of KNOWN_BRANDS)
    if (!idByKey.has(brandKey(brand.name))) entries.push({ name: brand.name, aliases: brand.aliases ?? [] });
  return { brands: entries, dictionary: dictionaryOf(entries), idByKey };
}

/**
 * Creates the brand rows that extracted coupons name but the table lacks, and records their ids in the index.
 * A slug taken by a differently spelled brand is reused (same slug = same brand), never duplicated.
 */
export async function ensureBrands(tx: Executor, index: BrandIndex, names: Iterable<string>): Promise<number> {
  const missing = new Map<string, { slug: string; name: string; branch: string | null; color: string }>();
  for (const name of names) {
    const key = brandKey(name);
    const slug = slugify(name);
    if (!key || !slug || index.idByKey.has(key) || missing.has(slug) || isGenericBrandName(name)) continue;
    missing.set(slug, { slug, name, branch: guessBranch(name), color: brandColor(name) });
  }
  if (missing.size === 0) return 0;
  const rows = JSON.stringify([...missing.values()]);
  const inserted = await executeCount(
    tx,
    sql`insert into brand (slug, name, branch, color)
        select slug, name, branch, color from json_to_recordset(${rows}::json) as b(slug text, name text, branch text, color text)
        on conflict (slug) do nothing`,
  );
  const slugs = JSON.stringify([...missing.keys()]);
  const ids = await selectRows<{ id: string; slug: string }>(
    tx,
    sql`select id, slug from brand where slug in (select json_array_elements_text(${slugs}::json))`,
  );
  for (const { id, slug } of ids) index.idByKey.set(brandKey(missing.get(slug)!.name), id);
  return inserted;
}

const isAffiliateShop = (name: string) => AFFILIATE_SHOP_NAMES.some((shop) => brandKey(shop) === brandKey(name));

/**
 * Deletes brand rows that an older version created from generic words ("Download", "Shop", "Instagram"): their post
 * links go with them and their coupons keep the code without a brand. Affiliate shops ("Amazon") stay, as a row of
 * theirs may be the shop of disclosed affiliate links. Run by every refresh, so an upgraded database cleans itself.
 */
export async function removeGenericBrands(db: Executor): Promise<number> {
  const rows = await selectRows<{ id: string; name: string }>(db, sql`select id, name from brand`);
  const ids = rows.filter((row) => isGenericBrandName(row.name) && !isAffiliateShop(row.name)).map((row) => row.id);
  if (ids.length === 0) return 0;
  return executeCount(
    db,
    sql`delete from brand where id in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`,
  );
}

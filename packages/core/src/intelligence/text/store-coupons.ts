/** Writes extracted coupon codes into the coupon directory without duplicating them, and expires stale ones. */
import { sql } from 'drizzle-orm';
import { executeCount, selectRows } from '@creatorlens/db/sql-result';
import type { Executor } from '@creatorlens/db/executor';

/** Extracted codes that no post has carried for this long get a valid_until (they stay listed, as expired). */
const COUPON_EXPIRY_DAYS = 180;

export interface FoundCoupon {
  code: string;
  discount: string | null;
  discountPercent: number | null;
  url: string | null;
  brandId: string | null;
  artistId: string | null;
  postId: string;
  publishedAt: Date;
}

interface CouponRowKey {
  id: string;
  code: string;
  brand_id: string | null;
  artist_id: string | null;
}

// The unique index treats NULL brand/artist as distinct, so identity is compared here, case-insensitively.
const identity = (code: string, brandId: string | null, artistId: string | null) =>
  `${code.toLowerCase()}|${brandId ?? ''}|${artistId ?? ''}`;

/**
 * Inserts new codes (origin 'extracted', first post as source) and moves last_seen_at forward on known ones; a code
 * seen again after it expired by age becomes valid again. Returns how many coupon rows were inserted.
 */
export async function storeCoupons(tx: Executor, found: readonly FoundCoupon[]): Promise<number> {
  if (found.length === 0) return 0;
  const merged = new Map<string, FoundCoupon & { firstSeen: Date; lastSeen: Date }>();
  for (const coupon of found) {
    const key = identity(coupon.code, coupon.brandId, coupon.artistId);
    const existing = merged.get(key);
    if (!existing) merged.set(key, { ...coupon, firstSeen: coupon.publishedAt, lastSeen: coupon.publishedAt });
    else {
      if (coupon.publishedAt < existing.firstSeen) Object.assign(existing, { firstSeen: coupon.publishedAt, postId: coupon.postId });
      if (coupon.publishedAt > existing.lastSeen) existing.lastSeen = coupon.publishedAt;
    }
  }
  const codes = JSON.stringify([...new Set([...merged.values()].map((c) => c.code.toLowerCase()))]);
  const known = await selectRows<CouponRowKey>(
    tx,
    sql`select id, code, brand_id, artist_id from coupon where lower(code) in (select json_array_elements_text(${codes}::json))`,
  );
  const idOf = new Map(known.map((row) => [identity(row.code, row.brand_id, row.artist_id), row.id]));

  const seen = [...merged.entries()]
    .filter(([key]) => idOf.has(key))
    .map(([key, c]) => ({ id: idOf.get(key)!, seen: c.lastSeen.toISOString() }));
  if (seen.length > 0) {
    await executeCount(
      tx,
      sql`update coupon c set
            last_seen_at = greatest(c.last_seen_at, u.seen),
            valid_until = case
              when c.origin = 'extracted' and u.seen > c.last_seen_at
                and c.valid_until = c.last_seen_at + make_interval(days => ${COUPON_EXPIRY_DAYS}) then null
              else c.valid_until end
          from json_to_recordset(${JSON.stringify(seen)}::json) as u(id uuid, seen timestamptz)
          where c.id = u.id`,
    );
  }
  const fresh = [...merged.entries()]
    .filter(([key]) => !idOf.has(key))
    .map(([, c]) => ({
      code: c.code,
      discount: c.discount,
      discount_percent: c.discountPercent,
      url: c.url,
      brand_id: c.brandId,
      artist_id: c.artistId,
      source_post_id: c.postId,
      valid_from: c.firstSeen.toISOString(),
      last_seen_at: c.lastSeen.toISOString(),
    }));
  if (fresh.length === 0) return 0;
  return executeCount(
    tx,
    sql`insert into coupon (code, discount, discount_percent, url, brand_id, artist_id, source_post_id, valid_from, last_seen_at, origin)
        select code, discount, discount_percent, url, brand_id, artist_id, source_post_id, valid_from, last_seen_at, 'extracted'
        from json_to_recordset(${JSON.stringify(fresh)}::json)
          as f(code text, discount text, discount_percent integer, url text, brand_id uuid, artist_id uuid, source_post_id uuid, valid_from timestamptz, last_seen_at timestamptz)
        on conflict (code, brand_id, artist_id) do nothing`,
  );
}

/** Sets valid_until on extracted codes whose newest post is older than the expiry window; returns how many. */
export async function expireStaleCoupons(db: Executor, now: Date): Promise<number> {
  return executeCount(
    db,
    sql`update coupon set valid_until = last_seen_at + make_interval(days => ${COUPON_EXPIRY_DAYS})
        where origin = 'extracted' and valid_until is null
          and last_seen_at < ${now.toISOString()}::timestamptz - make_interval(days => ${COUPON_EXPIRY_DAYS})`,
  );
}

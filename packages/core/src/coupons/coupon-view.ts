import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';

/** A coupon as the public /coupons page shows it. */
export interface CouponView {
  id: string;
  code: string;
  discount: string | null;
  discountPercent: number | null;
  url: string | null;
  terms: string | null;
  validFrom: number | null;
  validUntil: number | null;
  isExpired: boolean;
  brand: { id: string; name: string; slug: string; branch: string | null; color: string | null } | null;
  artist: { slug: string; name: string } | null;
}

interface CouponRow {
  id: string;
  code: string;
  discount: string | null;
  discount_percent: number | null;
  url: string | null;
  terms: string | null;
  valid_from: string | Date | null;
  valid_until: string | Date | null;
  brand_id: string | null;
  brand_name: string | null;
  brand_slug: string | null;
  brand_branch: string | null;
  brand_color: string | null;
  artist_slug: string | null;
  artist_name: string | null;
}

const time = (value: string | Date | null): number | null => (value == null ? null : new Date(value).getTime());

/** Coupons (alias cp) with brand (b) and artist (a); `where` and `tail` (order, paging) are added by the caller. */
export async function selectCouponViews(db: Database, where: SQL, tail: SQL, now: Date): Promise<CouponView[]> {
  const rows = await selectRows<CouponRow>(
    db,
    sql`select cp.id, cp.code, cp.discount, cp.discount_percent, cp.url, cp.terms, cp.valid_from, cp.valid_until,
               b.id as brand_id, b.name as brand_name, b.slug as brand_slug, b.branch as brand_branch, b.color as brand_color,
               a.slug as artist_slug, a.name as artist_name
        from coupon cp
        left join brand b on b.id = cp.brand_id
        left join artist a on a.id = cp.artist_id
        where ${where} ${tail}`,
  );
  return rows.map((r) => {
    const validUntil = time(r.valid_until);
    return {
      id: r.id,
      code: r.code,
      discount: r.discount,
      discountPercent: r.discount_percent == null ? null : Number(r.discount_percent),
      url: r.url,
      terms: r.terms,
      validFrom: time(r.valid_from),
      validUntil,
      isExpired: validUntil != null && validUntil < now.getTime(),
      brand: r.brand_id
        ? { id: r.brand_id, name: r.brand_name ?? '', slug: r.brand_slug ?? '', branch: r.brand_branch, color: r.brand_color }
        : null,
      artist: r.artist_slug ? { slug: r.artist_slug, name: r.artist_name ?? '' } : null,
    };
  });
}

import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { MAX_PAGE_SIZE } from '../security/index.ts';
import { selectCouponViews, type CouponView } from './coupon-view.ts';

interface ListCouponsInput {
  brandId?: string | undefined;
  branch?: string | undefined;
  artistSlug?: string | undefined;
  /** Matches code, brand name or artist name (case-insensitive substring). */
  q?: string | undefined;
  includeExpired?: boolean | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface CouponList {
  items: CouponView[];
  total: number;
  facets: {
    brands: { id: string; name: string; count: number }[];
    branches: { branch: string; count: number }[];
  };
}

const FACET_LIMIT = 100;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Filter = 'brand' | 'branch' | 'other';

/** The WHERE clause, optionally without one filter: a facet counts what choosing another value of itself would give. */
function filters(input: ListCouponsInput, now: Date, without?: Filter): SQL {
  const parts: { kind: Filter; clause: SQL }[] = [];
  if (input.brandId) parts.push({ kind: 'brand', clause: sql`cp.brand_id = ${input.brandId}::uuid` });
  if (input.branch) parts.push({ kind: 'branch', clause: sql`lower(b.branch) = lower(${input.branch})` });
  if (input.artistSlug) parts.push({ kind: 'other', clause: sql`a.slug = lower(${input.artistSlug})` });
  if (input.q) {
    const pattern = `%${escapeLike(input.q)}%`;
    parts.push({ kind: 'other', clause: sql`(cp.code ilike ${pattern} or b.name ilike ${pattern} or a.name ilike ${pattern})` });
  }
  if (input.includeExpired === false) {
    parts.push({ kind: 'other', clause: sql`(cp.valid_until is null or cp.valid_until >= ${now.toISOString()}::timestamptz)` });
  }
  const kept = parts.filter((p) => p.kind !== without).map((p) => p.clause);
  return kept.length > 0 ? sql.join(kept, sql` and `) : sql`true`;
}

const FROM = sql`from coupon cp left join brand b on b.id = cp.brand_id left join artist a on a.id = cp.artist_id`;

/** Public coupon list with brand and branch facets; current coupons first, newest first. */
export async function listCoupons({ db }: { db: Database }, input: ListCouponsInput, now: Date = new Date()): Promise<CouponList> {
  const page = Math.max(1, input.page ?? 1);
  const pageSize = Math.min(Math.max(1, input.pageSize ?? 20), MAX_PAGE_SIZE);
  const where = filters(input, now);
  const items = await selectCouponViews(
    db,
    where,
    sql`order by (cp.valid_until is not null and cp.valid_until < ${now.toISOString()}::timestamptz), cp.valid_from desc nulls last,
        cp.created_at desc, cp.id
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
    now,
  );
  const [count] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total ${FROM} where ${where}`);
  const brands = await selectRows<{ id: string; name: string; count: number }>(
    db,
    sql`select b.id, b.name, count(*)::int as count ${FROM} where b.id is not null and ${filters(input, now, 'brand')}
        group by b.id, b.name order by count desc, b.name limit ${FACET_LIMIT}`,
  );
  const branches = await selectRows<{ branch: string; count: number }>(
    db,
    sql`select b.branch, count(*)::int as count ${FROM} where b.branch is not null and ${filters(input, now, 'branch')}
        group by b.branch order by count desc, b.branch limit ${FACET_LIMIT}`,
  );
  return {
    items,
    total: Number(count?.total ?? 0),
    facets: {
      brands: brands.map((b) => ({ id: b.id, name: b.name, count: Number(b.count) })),
      branches: branches.map((b) => ({ branch: b.branch, count: Number(b.count) })),
    },
  };
}

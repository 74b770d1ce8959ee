import { sql } from 'drizzle-orm';
import type { Platform } from '@creatorlens/db';
import { readablePostPlatforms, requirePermission } from '../permissions/index.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import { escapeLikePattern } from '../discovery/index.ts';
import type { Dependencies } from '../dependencies.ts';

interface BrandListItem {
  id: string;
  slug: string;
  name: string;
  branch: string | null;
  color: string | null;
  /** Channels with at least one branded post of this brand, on platforms the licence covers. */
  creatorCount: number;
  brandedPostCount: number;
  couponCount: number;
}

interface BrandList {
  items: BrandListItem[];
  total: number;
  page: number;
  pageSize: number;
}

interface ListBrandsInput {
  /** Matches name, slug or branch (substring, case-insensitive). */
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The post platforms an actor may read, as an SQL array; an empty array matches nothing. */
export const platformArray = (platforms: Platform[]) => sql`${`{${platforms.join(',')}}`}::platform[]`;

/** Brands with how many creators and posts mention them (counted on readable platforms only), most mentioned first. */
export async function listBrands({ db, actor }: Dependencies, input: ListBrandsInput): Promise<BrandList> {
  const ability = requirePermission(actor, 'read', 'channel');
  const readable = platformArray(readablePostPlatforms(ability));
  const page = Math.max(1, input.page ?? 1);
  const pageSize = Math.min(Math.max(1, input.pageSize ?? 24), 100);
  const pattern = input.q ? `%${escapeLikePattern(input.q)}%` : null;
  const where = pattern ? sql`(b.name ilike ${pattern} or b.slug ilike ${pattern} or b.branch ilike ${pattern})` : sql`true`;

  const items = await selectRows<{
    id: string;
    slug: string;
    name: string;
    branch: string | null;
    color: string | null;
    creator_count: number;
    post_count: number;
    coupon_count: number;
  }>(
    db,
    sql`select b.id, b.slug, b.name, b.branch, b.color,
               coalesce(mentions.creator_count, 0)::int as creator_count,
               coalesce(mentions.post_count, 0)::int as post_count,
               (select count(*) from coupon cp where cp.brand_id = b.id)::int as coupon_count
        from brand b
        left join lateral (
          select count(distinct p.channel_id) as creator_count, count(*) as post_count
          from post_brand pb join post p on p.id = pb.post_id
          where pb.brand_id = b.id and p.platform = any(${readable})
        ) mentions on true
        where ${where}
        order by coalesce(mentions.post_count, 0) desc, b.name, b.id
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const [count] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from brand b where ${where}`);
  return {
    items: items.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      branch: row.branch,
      color: row.color,
      creatorCount: Number(row.creator_count),
      brandedPostCount: Number(row.post_count),
      couponCount: Number(row.coupon_count),
    })),
    total: Number(count?.total ?? 0),
    page,
    pageSize,
  };
}

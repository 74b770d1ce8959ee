import { sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { artistVisibleTo } from '../channels/index.ts';
import { requirePermission } from '../permissions/index.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import { selectCouponViews, type CouponView } from './coupon-view.ts';
import type { Dependencies } from '../dependencies.ts';

interface CreateCouponInput {
  code: string;
  discount?: string | null | undefined;
  discountPercent?: number | null | undefined;
  url?: string | null | undefined;
  terms?: string | null | undefined;
  validFrom?: Date | null | undefined;
  validUntil?: Date | null | undefined;
  brandId?: string | null | undefined;
  artistSlug?: string | null | undefined;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Adds a coupon by hand; platform admins only (the public list is curated data). */
export async function createCoupon({ db, actor }: Dependencies, input: CreateCouponInput, now: Date = new Date()): Promise<CouponView> {
  requirePermission(actor, 'read', 'admin_area', now);
  if (input.validFrom && input.validUntil && input.validUntil.getTime() < input.validFrom.getTime()) {
    throw new AppError('VALIDATION', 'validUntil must not be before validFrom.');
  }
  if (input.url && !/^https?:\/\//i.test(input.url)) throw new AppError('VALIDATION', 'The url must start with http:// or https://.');

  let brandId: string | null = null;
  if (input.brandId) {
    const [brand] = await selectRows<{ id: string }>(db, sql`select id from brand where id = ${input.brandId}::uuid`);
    if (!brand) throw new AppError('VALIDATION', `No brand has the id "${input.brandId}".`);
    brandId = brand.id;
  }
  let artistId: string | null = null;
  if (input.artistSlug) {
    // Coupons are public: an artist only another organisation's unconfirmed import made is not there to attach to.
    const [artist] = await selectRows<{ id: string }>(
      db,
      sql`select a.id from artist a where a.slug = lower(${input.artistSlug}) and ${artistVisibleTo(null, sql`a.id`)}`,
    );
    if (!artist) throw new AppError('VALIDATION', `No artist is called "${input.artistSlug}".`);
    artistId = artist.id;
  }

  // The unique index treats NULL brand/artist as distinct, so the same code without a brand would slip through it.
  const [duplicate] = await selectRows<{ id: string }>(
    db,
    sql`select id from coupon where lower(code) = lower(${input.code})
          and brand_id is not distinct from ${brandId}::uuid and artist_id is not distinct from ${artistId}::uuid`,
  );
  const conflict = () => new AppError('CONFLICT', `The coupon code "${input.code}" already exists for this brand and artist.`);
  if (duplicate) throw conflict();

  let id: string;
  try {
    const [row] = await db
      .insert(schema.coupon)
      .values({
        code: input.code,
        discount: input.discount ?? null,
        discountPercent: input.discountPercent ?? null,
        url: input.url ?? null,
        terms: input.terms ?? null,
        validFrom: input.validFrom ?? null,
        validUntil: input.validUntil ?? null,
        brandId,
        artistId,
      })
      .returning({ id: schema.coupon.id });
    if (!row) throw new Error('coupon insert returned nothing');
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
  const [view] = await selectCouponViews(db, sql`cp.id = ${id}::uuid`, sql``, now);
  if (!view) throw new Error('created coupon not found');
  return view;
}

import { z } from 'zod';
import { listCoupons } from '@creatorlens/core/coupons';
import { MAX_PAGE_SIZE } from '@creatorlens/core/security';
import { publicProcedure } from '../../trpc.ts';
import { couponOutput } from './coupon-output.ts';

export const listCouponsInput = z.strictObject({
  brandId: z.uuid('brandId is a UUID').optional(),
  branch: z.string().trim().min(1).max(60).optional(),
  artistSlug: z
    .string()
    .trim()
    .max(120)
    .regex(/^[a-zA-Z0-9-]+$/, 'A slug contains only letters, digits and hyphens')
    .optional(),
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  includeExpired: z.boolean().default(true),
  // Deep offsets cost a scan of every coupon before them: 1,000 pages is far more than anyone browses.
  page: z.number().int().min(1).max(1_000, 'page is at most 1000; narrow the search').default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE, `Ask for at most ${MAX_PAGE_SIZE} coupons per page`).default(20),
});

export const listCouponsOutput = z.object({
  items: z.array(couponOutput),
  total: z.number().int(),
  facets: z.object({
    brands: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
    branches: z.array(z.object({ branch: z.string(), count: z.number().int() })),
  }),
});

/** Public: coupon codes are published by the creators themselves. */
export const listCouponsProcedure = publicProcedure
  .input(listCouponsInput)
  .output(listCouponsOutput)
  .query(({ ctx, input }) => listCoupons({ db: ctx.db }, { ...input, q: input.q || undefined }, ctx.now()));

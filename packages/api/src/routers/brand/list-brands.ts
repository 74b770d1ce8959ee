import { z } from 'zod';
import { listBrands } from '@creatorlens/core/brands';
import { authedProcedure } from '../../trpc.ts';

export const listBrandsInput = z.strictObject({
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(100, 'Ask for at most 100 brands per page').default(24),
});

export const listBrandsOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      branch: z.string().nullable(),
      color: z.string().nullable(),
      creatorCount: z.number().int(),
      brandedPostCount: z.number().int(),
      couponCount: z.number().int(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Brands with their creator, branded-post and coupon counts (posts of unlicensed platforms not counted). */
export const listBrandsProcedure = authedProcedure
  .input(listBrandsInput)
  .output(listBrandsOutput)
  .query(({ ctx, input }) => listBrands({ db: ctx.db, actor: ctx.actor }, { ...input, q: input.q || undefined }));

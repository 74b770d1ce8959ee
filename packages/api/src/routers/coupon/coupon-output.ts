import { z } from 'zod';

/** The coupon shape both coupon procedures answer with. */
export const couponOutput = z.object({
  id: z.string(),
  code: z.string(),
  discount: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  url: z.string().nullable(),
  terms: z.string().nullable(),
  validFrom: z.number().nullable(),
  validUntil: z.number().nullable(),
  isExpired: z.boolean(),
  brand: z
    .object({ id: z.string(), name: z.string(), slug: z.string(), branch: z.string().nullable(), color: z.string().nullable() })
    .nullable(),
  artist: z.object({ slug: z.string(), name: z.string() }).nullable(),
});

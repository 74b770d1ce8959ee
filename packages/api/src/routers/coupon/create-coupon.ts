import { z } from 'zod';
import { createCoupon } from '@creatorlens/core/coupons';
import { authedProcedure } from '../../trpc.ts';
import { couponOutput } from './coupon-output.ts';

/** Epoch milliseconds or an ISO date/date-time string, as forms and scripts send them. */
const instant = z
  .union([z.number().int(), z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((value) => new Date(value))
  .refine((date) => Number.isFinite(date.getTime()), 'Not a valid date');

export const createCouponInput = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(2, 'A code has at least 2 characters')
      .max(40, 'A code has at most 40 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'A code contains only letters, digits, "_" and "-"'),
    discount: z.string().trim().max(40, 'Describe the discount in at most 40 characters').nullish(),
    discountPercent: z.number().int().min(1).max(100).nullish(),
    url: z
      .url({ protocol: /^https?$/, message: 'The url must be an http or https URL' })
      .max(2000)
      .nullish(),
    terms: z.string().trim().max(2000).nullish(),
    validFrom: instant.nullish(),
    validUntil: instant.nullish(),
    brandId: z.uuid('brandId is a UUID').nullish(),
    artistSlug: z
      .string()
      .trim()
      .max(120)
      .regex(/^[a-zA-Z0-9-]+$/, 'A slug contains only letters, digits and hyphens')
      .nullish(),
  })
  .refine((input) => !input.validFrom || !input.validUntil || input.validUntil >= input.validFrom, {
    path: ['validUntil'],
    message: 'validUntil must not be before validFrom',
  });

/** Platform admins only (checked in core: read admin_area). */
export const createCouponProcedure = authedProcedure
  .input(createCouponInput)
  .output(couponOutput)
  .mutation(({ ctx, input }) => createCoupon({ db: ctx.db, actor: ctx.actor }, input, ctx.now()));

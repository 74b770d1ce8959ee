import { z } from 'zod';
import { getBrandBySlug } from '@creatorlens/core/brands';
import { PLATFORMS } from '@creatorlens/db/constants';
import { authedProcedure } from '../../trpc.ts';
import { couponOutput } from '../coupon/coupon-output.ts';
import { brandSlugSchema } from './brand-output.ts';

export const getBrandBySlugInput = z.strictObject({ slug: brandSlugSchema });

const platform = z.enum(PLATFORMS);

export const getBrandBySlugOutput = z.object({
  brand: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    branch: z.string().nullable(),
    color: z.string().nullable(),
    website: z.string().nullable(),
  }),
  creators: z.array(
    z.object({
      channelId: z.string(),
      artistSlug: z.string(),
      artistName: z.string(),
      platform,
      name: z.string(),
      handle: z.string(),
      avatarUrl: z.string().nullable(),
      followers: z.number().nullable(),
      botRisk: z.string().nullable(),
      brandedPostCount: z.number().int(),
      lastBrandedAt: z.number(),
    }),
  ),
  timeline: z.array(z.object({ month: z.string(), platform, posts: z.number().int() })),
  olderPosts: z.number().int(),
  recentPosts: z.array(
    z.object({
      id: z.string(),
      channelId: z.string(),
      channelName: z.string(),
      artistSlug: z.string(),
      platform,
      title: z.string().nullable(),
      caption: z.string().max(300).nullable(),
      url: z.string().nullable(),
      publishedAt: z.number(),
      isSponsored: z.boolean(),
      isUndisclosedAd: z.boolean(),
      disclosureMarkers: z.array(z.string()),
    }),
  ),
  coupons: z.array(couponOutput),
  readablePlatforms: z.array(platform),
});

/** One brand: its creators, branded posts per month and platform, recent branded posts and coupons. */
export const getBrandBySlugProcedure = authedProcedure
  .input(getBrandBySlugInput)
  .output(getBrandBySlugOutput)
  .query(({ ctx, input }) => getBrandBySlug({ db: ctx.db, actor: ctx.actor }, input, ctx.now()));

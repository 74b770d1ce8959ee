import { z } from 'zod';
import { CREATOR_CURSOR_MAX_LENGTH, DISCOVERY_PAGE_NUMBER_ROWS } from '@creatorlens/contracts';
import { CONTENT_SORTS, searchContent } from '@creatorlens/core/discovery';
import { PLATFORMS } from '@creatorlens/db';
import { replicaReadProcedure } from '../../replica-reads.ts';

const epochMillis = z.number().int().min(0).max(8_640_000_000_000_000);

export const searchContentInput = z
  .strictObject({
    /** websearch syntax: words, "quoted phrases", -excluded, or. */
    q: z.string().trim().min(1, 'q is required').max(200, 'q has at most 200 characters'),
    /** Intersected with the platforms the licence may read; only forbidden platforms give an empty page. */
    platforms: z.array(z.enum(PLATFORMS)).min(1, 'platforms must name at least one platform when given').max(PLATFORMS.length).optional(),
    publishedFrom: epochMillis.optional(),
    publishedTo: epochMillis.optional(),
    minEngagement: z.number().min(0).max(100).optional(),
    brandId: z.uuid('brandId is a UUID').optional(),
    /** The posting channel's language, ISO 639-1. */
    language: z
      .string()
      .regex(/^[a-zA-Z]{2}$/, 'language is a two-letter ISO 639-1 code')
      .optional(),
    /** The posting channel's home country, ISO 3166-1 alpha-2. */
    country: z
      .string()
      .regex(/^[a-zA-Z]{2}$/, 'country is a two-letter ISO 3166-1 code')
      .optional(),
    sort: z.enum(CONTENT_SORTS).default('relevance'),
    page: z.number().int().min(1).default(1),
    /** The nextCursor of the page before; checked (and rejected with 400 when altered) by the core function. */
    cursor: z.string().min(1).max(CREATOR_CURSOR_MAX_LENGTH, 'cursor: not a cursor of this list').optional(),
    pageSize: z.number().int().min(1).max(100).default(50),
  })
  .superRefine((input, context) => {
    if (input.publishedFrom !== undefined && input.publishedTo !== undefined && input.publishedFrom > input.publishedTo) {
      context.addIssue({ code: 'custom', path: ['publishedFrom'], message: 'publishedFrom must not be later than publishedTo' });
    }
    if (input.page * input.pageSize > DISCOVERY_PAGE_NUMBER_ROWS) {
      context.addIssue({
        code: 'custom',
        path: ['page'],
        message: `page numbers reach the first ${DISCOVERY_PAGE_NUMBER_ROWS} results; go on with the cursor`,
      });
    }
  });

export const searchContentOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      platform: z.enum(PLATFORMS),
      type: z.string(),
      title: z.string().nullable(),
      /** Cut to 500 characters. */
      caption: z.string().nullable(),
      url: z.string().nullable(),
      /** Epoch milliseconds. */
      publishedAt: z.number(),
      likes: z.number().nullable(),
      comments: z.number().nullable(),
      views: z.number().nullable(),
      shares: z.number().nullable(),
      engagementRate: z.number().nullable(),
      channel: z.object({ id: z.string(), name: z.string(), handle: z.string(), artistSlug: z.string() }),
    }),
  ),
  total: z.number(),
  totalIsCapped: z.boolean(),
  /** The total is the planner's estimate (frequent words), not a count. */
  totalIsEstimate: z.boolean(),
  nextCursor: z.string().nullable(),
  /** Set when the words were so frequent that only this many newest matches were ranked. */
  rankedAmongNewest: z.number().nullable(),
  page: z.number(),
  pageSize: z.number(),
});

export const searchContentProcedure = replicaReadProcedure
  .input(searchContentInput)
  .output(searchContentOutput)
  .query(({ ctx, input }) => searchContent({ db: ctx.db, actor: ctx.actor }, input));

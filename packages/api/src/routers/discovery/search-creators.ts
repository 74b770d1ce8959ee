import { z } from 'zod';
import {
  CREATOR_CURSOR_MAX_LENGTH,
  DISCOVERY_PAGE_NUMBER_ROWS,
  RANGE_FIGURE_KEYS,
  checkCreatorRanges,
  creatorFilterInputFields,
  decodeCreatorCursor,
} from '@creatorlens/contracts';
import { searchCreators } from '@creatorlens/core/discovery';
import { replicaReadProcedure } from '../../replica-reads.ts';
import { discoveryPlatformSchema } from './creator-filters-schema.ts';
import { channelFigures, channelLinkFields } from '../channel/channel-schemas.ts';

export const searchCreatorsInput = z
  .strictObject({
    platform: discoveryPlatformSchema,
    ...creatorFilterInputFields,
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(50),
    /** nextCursor of the page before: keyset paging past the page numbers (page is then ignored). */
    cursor: z
      .string()
      .max(CREATOR_CURSOR_MAX_LENGTH)
      .refine((cursor) => decodeCreatorCursor(cursor) !== null, 'cursor is not one this list gave out; start again from the first page')
      .optional(),
  })
  .superRefine(checkCreatorRanges)
  .superRefine((input, context) => {
    if (input.cursor === undefined && input.page * input.pageSize > DISCOVERY_PAGE_NUMBER_ROWS) {
      context.addIssue({
        code: 'custom',
        path: ['page'],
        message: `page numbers reach the first ${DISCOVERY_PAGE_NUMBER_ROWS} results; go on with nextCursor or narrow the filters`,
      });
    }
  });

export const searchCreatorsOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      artistId: z.string(),
      ...channelLinkFields,
      avatarUrl: z.string().nullable(),
      country: z.string().nullable(),
      language: z.string().nullable(),
      /** True when the language was guessed from the channel's texts rather than stated by the source. */
      languageInferred: z.boolean(),
      categories: z.array(z.string()),
      categoryIds: z.array(z.string()),
      dataSource: z.string(),
      /** channel.figure_flags as stored; read with readFigureFlags (unknown reasons are dropped). */
      figureFlags: z.unknown(),
      /** channel.figure_basis as stored; read with readFigureBasis (why a figure is "–", shown as the cell's reason). */
      figureBasis: z.unknown(),
      marketCountry: z.string().nullable(),
      ...channelFigures.shape,
      botRisk: z.string().nullable(),
      channelType: z.string().nullable(),
      sparkline: z.array(z.number()),
    }),
  ),
  /** Matches counted up to 10,000; see totalIsCapped. */
  total: z.number(),
  totalIsCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /** Opaque; pass as cursor for the page after this one. Null on the last page. */
  nextCursor: z.string().nullable(),
  /** Channels left out only because a ranged figure is unknown; null when none can be (no range, or included). */
  hiddenUnknown: z.object({ count: z.number(), isCapped: z.boolean(), figures: z.array(z.enum(RANGE_FIGURE_KEYS)) }).nullable(),
});

export const searchCreatorsProcedure = replicaReadProcedure
  .input(searchCreatorsInput)
  .output(searchCreatorsOutput)
  .query(({ ctx, input }) => searchCreators({ db: ctx.db, actor: ctx.actor }, input));

import { z } from 'zod';
import { MAX_BUDGET_PATTERN, calendarDateSchema, campaignDescriptionSchema, listNameSchema } from '@creatorlens/contracts';
import { MAX_CHANNELS_PER_DROP } from '@creatorlens/core/lists';
import { channelFigures, channelLinkFields } from '../channel/channel-schemas.ts';

/** Names of campaigns, watchlists, tags and columns: non-blank after trimming (spec §5); declared once in contracts. */
export const listNameInput = listNameSchema;

/** Board column names: the same rule (the web words a refusal as CampaignBoard.column-name-blank). */
export const columnNameInput = listNameSchema;

export const dropEdgeInput = z.enum(['top', 'bottom']);

/** Reordering by dropping on the top or bottom edge of another item of the same list. */
export const reorderInput = z
  .strictObject({ id: z.uuid(), targetId: z.uuid(), edge: dropEdgeInput })
  .refine((input) => input.id !== input.targetId, { message: 'targetId must differ from id', path: ['targetId'] });

export const reorderOutput = z.object({ order: z.array(z.string()) });

export const channelIdsInput = z
  .array(z.uuid())
  .min(1, 'channelIds must name at least one channel')
  .max(MAX_CHANNELS_PER_DROP, `channelIds: at most ${MAX_CHANNELS_PER_DROP} channels per request`);

export const dropResultOutput = z.object({
  added: z.array(z.string()),
  alreadyPresent: z.array(z.string()),
  /** Channels of platforms the licence cannot read (Campaigns.dnd-channels-filtered-out). */
  filteredOut: z.array(z.string()),
});

export const campaignOutput = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  idx: z.number(),
  /** The first and last day of the run, YYYY-MM-DD (both inclusive): calendar dates, never instants (issue 39). */
  startTime: calendarDateSchema.nullable(),
  endTime: calendarDateSchema.nullable(),
  isDraft: z.boolean(),
  /** The team the campaign is shared with; null: the whole organisation. */
  teamId: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  usage: z.number(),
});

export const campaignChangesInput = z.strictObject({
  name: z.optional(listNameInput),
  description: z.optional(campaignDescriptionSchema),
  startTime: calendarDateSchema.nullable().optional(),
  endTime: calendarDateSchema.nullable().optional(),
  isDraft: z.boolean().optional(),
});

export const columnOutput = z.object({
  id: z.string(),
  campaignId: z.string(),
  name: z.string(),
  idx: z.number(),
  createdAt: z.number(),
});

export const maxBudgetInput = z
  .string()
  .trim()
  .regex(MAX_BUDGET_PATTERN, 'maxBudget is an amount like 1500 or 1500.50 (at most 10 digits and 2 decimals)');

export const cardOutput = z.object({
  id: z.string(),
  channelId: z.string(),
  columnId: z.string().nullable(),
  idx: z.number(),
  assigneeId: z.string().nullable(),
  maxBudget: z.string().nullable(),
  notes: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  channel: z.object({
    ...channelLinkFields,
    avatarUrl: z.string().nullable(),
    ...channelFigures.pick({ followers: true, engagementRate: true, dataAsOf: true }).shape,
    dataSource: z.string(),
    /** low, medium, high, insufficient-data, or null when not assessed (or not licensed). */
    botRisk: z.string().nullable(),
  }),
});

export const boardOutput = z.object({
  campaign: campaignOutput,
  columns: z.array(columnOutput),
  cards: z.array(cardOutput),
  members: z.array(z.object({ id: z.string(), name: z.string(), image: z.string().nullable() })),
});

export const idInput = z.strictObject({ id: z.uuid() });

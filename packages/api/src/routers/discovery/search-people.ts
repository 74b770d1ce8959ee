import { z } from 'zod';
import { CATEGORY_IDS } from '@creatorlens/contracts';
import { searchPeople } from '@creatorlens/core/identity';
import { PLATFORMS } from '@creatorlens/db/constants';
import { replicaReadProcedure } from '../../replica-reads.ts';

export const searchPeopleInput = z
  .strictObject({
    platforms: z.array(z.enum(PLATFORMS)).max(PLATFORMS.length).default([]),
    match: z.enum(['any', 'all']).default('any'),
    language: z
      .string()
      .regex(/^[a-z]{2,3}$/, 'language is an ISO 639 code such as de')
      .optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'country is an ISO 3166 code such as DE')
      .optional(),
    categoryIds: z.array(z.enum(CATEGORY_IDS)).max(10).optional(),
    minFollowers: z.number().int().min(0).optional(),
    maxFollowers: z.number().int().min(0).optional(),
    dataNewerThan: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'dataNewerThan is a day such as 2024-01-31')
      .optional(),
    page: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(100).default(25),
  })
  .refine((v) => v.minFollowers === undefined || v.maxFollowers === undefined || v.minFollowers <= v.maxFollowers, {
    message: 'minFollowers must not exceed maxFollowers',
    path: ['minFollowers'],
  });

const personChannelOutput = z.object({
  id: z.string(),
  platform: z.enum(PLATFORMS),
  handle: z.string(),
  name: z.string(),
  followers: z.number().nullable(),
  language: z.string().nullable(),
  country: z.string().nullable(),
  categoryIds: z.array(z.string()),
  dataAsOf: z.number().nullable(),
  matches: z.boolean(),
});

export const searchPeopleOutput = z.object({
  people: z.array(z.object({ personKey: z.string(), artistSlug: z.string(), name: z.string(), channels: z.array(personChannelOutput) })),
  total: z.number().int(),
  isTotalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const searchPeopleProcedure = replicaReadProcedure
  .input(searchPeopleInput)
  .output(searchPeopleOutput)
  .query(({ ctx, input }) => searchPeople({ db: ctx.db, actor: ctx.actor }, input));

import { z } from 'zod';
import {
  CATEGORY_IDS,
  PEOPLE_MATCH_MODES,
  isFollowerRangeInOrder,
  peopleCountrySchema,
  peopleDaySchema,
  peopleFollowersSchema,
  peopleLanguageSchema,
} from '@creatorlens/contracts';
import { searchPeople } from '@creatorlens/core/identity';
import { PLATFORMS } from '@creatorlens/db/constants';
import { replicaReadProcedure } from '../../replica-reads.ts';

export const searchPeopleInput = z
  .strictObject({
    platforms: z.array(z.enum(PLATFORMS)).max(PLATFORMS.length).default([]),
    match: z.enum(PEOPLE_MATCH_MODES).default('any'),
    language: z.optional(peopleLanguageSchema),
    country: z.optional(peopleCountrySchema),
    categoryIds: z.array(z.enum(CATEGORY_IDS)).max(10).optional(),
    minFollowers: z.optional(peopleFollowersSchema),
    maxFollowers: z.optional(peopleFollowersSchema),
    dataNewerThan: z.optional(peopleDaySchema),
    page: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(100).default(25),
  })
  .refine((v) => isFollowerRangeInOrder(v.minFollowers, v.maxFollowers), {
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

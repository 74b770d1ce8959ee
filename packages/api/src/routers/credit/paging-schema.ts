import { z } from 'zod';

/** Page number (from 1) and size of an offset-paged list. */
export const pagingInput = z.strictObject({
  page: z.number().int('page must be a whole number').min(1, 'page starts at 1').max(10_000).default(1),
  pageSize: z.number().int('pageSize must be a whole number').min(1).max(100, 'pageSize is at most 100').default(20),
});

import * as z from 'zod/mini';

/** `?returnTo=` of the sign-in and sign-up pages; anything that is not a string is dropped. */
export const returnToSearchSchema = z.object({
  returnTo: z.catch(z.optional(z.string()), undefined),
});

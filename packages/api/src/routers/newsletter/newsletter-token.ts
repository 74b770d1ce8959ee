import { z } from 'zod';

/** Tokens are 32 random bytes in base64url (43 characters); anything else cannot be one. */
export const newsletterTokenInput = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete; please open it exactly as it appears in the email'),
});

import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from './crm.ts';

/** The languages a newsletter is written in. */
export const NEWSLETTER_LANGUAGES = ['en', 'de'] as const;

/** An address the newsletter form and newsletter.subscribeEmail take: an email address of at most 254 characters. */
export const newsletterEmailSchema = z.email().check(z.maxLength(EMAIL_MAX_LENGTH));

/** The fields of the newsletter sign-up form. */
export const newsletterSignupSchema = z.object({ email: newsletterEmailSchema, language: z.enum(NEWSLETTER_LANGUAGES) });

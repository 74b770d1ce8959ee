import { z } from 'zod';
import { MAX_LOGO_BYTES, uploadLogo } from '@creatorlens/core/workspace';
import { authedProcedure } from '../../trpc.ts';
import { workspaceOutput } from './workspace-output.ts';

// base64 grows by 4/3; a little room for a data: URL prefix. Core checks the decoded size exactly.
const MAX_BASE64_LENGTH = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 100;

export const uploadLogoInput = z.strictObject({
  base64: z
    .string()
    .min(1, 'base64 is required')
    .max(MAX_BASE64_LENGTH, `the logo may be at most ${MAX_LOGO_BYTES / 1024} KB`),
});

/** Replaces the organisation's logo with a PNG, JPEG or WebP image (at most 512 KB), sent as base64. */
export const uploadLogoProcedure = authedProcedure
  .input(uploadLogoInput)
  .output(workspaceOutput)
  .mutation(({ ctx, input }) => uploadLogo({ db: ctx.db, actor: ctx.actor }, input));

import { z } from 'zod';
import { MAX_LOGO_BASE64_LENGTH, MAX_LOGO_BYTES } from '@creatorlens/contracts';
import { uploadLogo } from '@creatorlens/core/workspace';
import { authedProcedure } from '../../trpc.ts';
import { workspaceOutput } from './workspace-output.ts';

export const uploadLogoInput = z.strictObject({
  // The base64 text is bounded before decoding; core checks the decoded size exactly.
  base64: z
    .string()
    .min(1, 'base64 is required')
    .max(MAX_LOGO_BASE64_LENGTH, `the logo may be at most ${MAX_LOGO_BYTES / 1024} KB`),
});

/** Replaces the organisation's logo with a PNG, JPEG or WebP image (at most 512 KB), sent as base64. */
export const uploadLogoProcedure = authedProcedure
  .input(uploadLogoInput)
  .output(workspaceOutput)
  .mutation(({ ctx, input }) => uploadLogo({ db: ctx.db, actor: ctx.actor }, input));

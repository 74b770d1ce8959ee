import * as z from 'zod/mini';
import { organizationNameSchema } from './auth-forms.ts';

/** The languages an organisation's mails (invitations) are written in. */
export const WORKSPACE_LANGUAGES = ['en', 'de'] as const;
export type WorkspaceLanguage = (typeof WORKSPACE_LANGUAGES)[number];

/**
 * The workspace general form and workspace.updateWorkspace's input: the organisation's name (the sign-up rule,
 * organizationNameSchema: trimmed, 1 to ORGANIZATION_NAME_MAX_LENGTH characters) and its mails' language. zod/mini
 * without words: the web says them.
 */
export const workspaceFormSchema = z.object({ name: organizationNameSchema, defaultLanguage: z.enum(WORKSPACE_LANGUAGES) });

import type { FieldValues } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import type { FieldMessages } from '../../lib/form/issue-message.ts';
import { useTranslatedSchemaForm, type SchemaFormOptions } from '../../lib/form/use-translated-schema-form.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';

/**
 * The account forms' useSchemaForm: the same form library, translated by the public frame's translator (the site's
 * own entry has no i18next). Imported file by file, not from lib/form's index, so react-i18next stays out of it.
 */
export function useAuthForm<Schema extends z4.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: SchemaFormOptions<z4.input<Schema>>,
) {
  const { t } = useSiteTranslation();
  return useTranslatedSchemaForm(t, schema, options);
}

/**
 * The account forms' words for their fields. The site's catalogue holds the Auth namespace but not Form, so every
 * break a field can have is worded here (the limits arrive as {{count}}).
 */
export const AUTH_FIELD_MESSAGES = {
  email: { required: 'Auth.validation.email-required', invalid_format: 'Auth.validation.email-invalid' },
  password: { required: 'Auth.validation.password-required', too_small: 'Auth.validation.password-too-short' },
  newPassword: { required: 'Auth.validation.password-required', too_small: 'Auth.validation.password-too-short' },
  name: { required: 'Auth.validation.name-required', too_big: 'Auth.validation.name-too-long' },
  organizationName: { required: 'Auth.validation.organization-name-required', too_big: 'Auth.validation.organization-name-too-long' },
} as const satisfies FieldMessages;

import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z4 from 'zod/v4/core';
import { useTranslatedSchemaForm, type SchemaFormOptions } from './use-translated-schema-form.ts';

export type { SchemaFormOptions };

/**
 * The one way a form holds its values and checks them: react-hook-form with the zod schema the server checks the
 * same input with (declared once in @creatorlens/contracts, or built from its pieces), its messages translated here.
 * Checked on submit, then again on every change of a field that was wrong, so a fixed field clears at once. The
 * submit handler receives the schema's output (trimmed, defaults applied), exactly what the procedure accepts.
 */
export function useSchemaForm<Schema extends z4.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: SchemaFormOptions<z4.input<Schema>>,
): UseFormReturn<z4.input<Schema>, unknown, z4.output<Schema>> {
  const { t } = useTranslation();
  return useTranslatedSchemaForm(t, schema, options);
}

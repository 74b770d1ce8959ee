import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z4 from 'zod/v4/core';
import { issueMessage, type FieldMessages, type SchemaIssue } from './issue-message.ts';

export interface SchemaFormOptions<Input extends FieldValues> {
  defaultValues: DefaultValues<Input>;
  /**
   * The form's own words for some fields and breaks; others get the library's (Form.*). A module-level constant, like
   * the schema: a new object on every render would rebuild the resolver each time.
   */
  messages?: FieldMessages;
}

/**
 * The one way a form holds its values and checks them: react-hook-form with the zod schema the server checks the
 * same input with (declared once in @creatorlens/contracts, or built from its pieces), its messages translated here.
 * Checked on submit, then again on every change of a field that was wrong, so a fixed field clears at once. The
 * submit handler receives the schema's output (trimmed, defaults applied), exactly what the procedure accepts.
 */
export function useSchemaForm<Schema extends z4.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  { defaultValues, messages }: SchemaFormOptions<z4.input<Schema>>,
): UseFormReturn<z4.input<Schema>, unknown, z4.output<Schema>> {
  const { t } = useTranslation();
  const resolver = useMemo(
    () => zodResolver(schema, { error: (issue) => issueMessage(t, issue as SchemaIssue, messages) }),
    [schema, t, messages],
  );
  return useForm<z4.input<Schema>, unknown, z4.output<Schema>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

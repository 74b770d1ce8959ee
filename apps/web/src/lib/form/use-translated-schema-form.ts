import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
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
 * useSchemaForm with the translator given: the sign-in and sign-up forms also render on the site's own entry, which
 * translates with site-translator.ts and has no i18next (use-schema-form.ts imports react-i18next).
 */
export function useTranslatedSchemaForm<Schema extends z4.$ZodType<FieldValues, FieldValues>>(
  t: TFunction,
  schema: Schema,
  { defaultValues, messages }: SchemaFormOptions<z4.input<Schema>>,
): UseFormReturn<z4.input<Schema>, unknown, z4.output<Schema>> {
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

import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
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
  const resolver = useMemo(() => {
    const parse = zodResolver(schema, { error: (issue) => issueMessage(t, issue as SchemaIssue, messages) });
    // A check that carries its own message (a refinement's catalogue key) wins over the error map above in zod 4, so
    // the key would reach the screen as it is ("Security.validation.passwords-mismatch"): it is translated here.
    const translated: typeof parse = async (values, context, options) => {
      const result = await parse(values, context, options);
      translateCarriedKeys(t, result.errors);
      return result;
    };
    return translated as Resolver<z4.input<Schema>, unknown, z4.output<Schema>>;
  }, [schema, t, messages]);
  return useForm<z4.input<Schema>, unknown, z4.output<Schema>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** A catalogue key as a check carries it: `Namespace.key` or `Namespace.group.key`, no spaces. */
const CATALOGUE_KEY = /^[A-Z][A-Za-z]*(?:\.[\w-]+)+$/;

/** Translates, in place, every error message in react-hook-form's nested errors that is a catalogue key. */
function translateCarriedKeys(t: TFunction, errors: FieldErrors | undefined): void {
  if (!errors || typeof errors !== 'object') return;
  for (const [name, node] of Object.entries(errors) as [string, unknown][]) {
    // `ref` is the field's DOM element (with React's own links to the whole tree), not an error.
    if (name === 'ref' || !node || typeof node !== 'object') continue;
    const error = node as { message?: unknown };
    if (typeof error.message === 'string' && CATALOGUE_KEY.test(error.message)) error.message = t(error.message as never);
    translateCarriedKeys(t, node as FieldErrors);
  }
}

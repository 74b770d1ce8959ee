import type { FieldValues, Path } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { Field, Input } from '@creatorlens/ui';
import { fieldError, useSchemaForm, type SchemaFormOptions } from '../../src/lib/form/index.ts';

/**
 * A one-field form ("Name" and a Save button) on the form library, for tests of a schema whose `name` field the real
 * form words (team name, workspace name): the library's behaviour without the real page's queries.
 */
export function nameFieldForm<Schema extends z4.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: SchemaFormOptions<z4.input<Schema>>,
) {
  return function NameForm({ onSave }: { onSave: (values: z4.output<Schema>) => void }) {
    const form = useSchemaForm(schema, options);
    const name = 'name' as Path<z4.input<Schema>>;
    return (
      <form noValidate onSubmit={form.handleSubmit(onSave)}>
        <Field label="Name" error={fieldError(form.formState.errors, name)}>
          <Input {...form.register(name)} />
        </Field>
        <button type="submit">Save</button>
      </form>
    );
  };
}

import * as z from 'zod/mini';
import {
  cleanCrmOptions,
  crmFieldNameSchema,
  crmFieldTypeSchema,
  crmOptionSchema,
  repeatedCrmOption,
  CRM_MAX_OPTIONS,
} from '@creatorlens/contracts';
import type { FieldMessages } from '../../lib/form/index.ts';

/**
 * The CRM field dialog's values, built from the procedures' pieces in contracts. Options are objects because
 * react-hook-form's field arrays key their rows by object; the submit turns them back into the strings the API takes.
 * A select field needs one option and no option twice: the rule the server applies (contracts' cleanCrmOptions and
 * repeatedCrmOption), checked here first so the person sees it under the list.
 */
export const crmFieldFormSchema = z
  .object({
    name: crmFieldNameSchema,
    type: crmFieldTypeSchema,
    options: z.array(z.object({ value: crmOptionSchema })).check(z.maxLength(CRM_MAX_OPTIONS)),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.type !== 'select') return;
      const options = values.options.map((option) => option.value);
      // No message here: one given with the issue would win over the translating error map, so the words come from
      // CRM_FIELD_MESSAGES by kind of break (too few options, one option twice).
      if (cleanCrmOptions(options).length === 0) {
        context.addIssue({ code: 'too_small', origin: 'array', minimum: 1, inclusive: true, path: ['options'], input: values.options });
      } else if (repeatedCrmOption(options) !== undefined) {
        context.addIssue({ code: 'custom', path: ['options'], input: values.options });
      }
    }),
  );

export type CrmFieldFormInput = z.input<typeof crmFieldFormSchema>;
export type CrmFieldFormValues = z.output<typeof crmFieldFormSchema>;

/** The dialog's own words for a blank name and a select's options; other breaks get the library's (Form.*). */
export const CRM_FIELD_MESSAGES: FieldMessages = {
  name: { required: 'Crm.name-required' },
  options: { too_small: 'Crm.options-required', custom: 'Crm.options-duplicate' },
};

/** The form's values as the create/update procedures take them: a select's cleaned options, none for other types. */
export function toCrmFieldInput({ name, type, options }: CrmFieldFormValues) {
  return { name, type, options: type === 'select' ? cleanCrmOptions(options.map((option) => option.value)) : [] };
}

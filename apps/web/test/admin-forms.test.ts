import { describe, expect, it } from 'vitest';
import { issueMessage, type FieldMessages, type SchemaIssue } from '../src/lib/form/index.ts';
import { translatorIn } from './support/translator.ts';
import { CREATE_ORGANIZATION_MESSAGES, createOrganizationFormSchema } from '../src/features/admin/create-organization-dialog.tsx';
import { banFormSchema } from '../src/features/admin/ban-user-dialog.tsx';

async function messagesIn(
  language: 'de' | 'en',
  schema: typeof createOrganizationFormSchema | typeof banFormSchema,
  values: unknown,
  messages?: FieldMessages,
) {
  const i18n = await translatorIn(language);
  const t = i18n.t.bind(i18n);
  const issues = schema.safeParse(values, { reportInput: true }).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issueMessage(t, issue as SchemaIssue, messages)]));
}

describe('create organisation form', () => {
  const wrong = { name: '  ', licenseTemplateId: '', ownerEmail: 'not-an-address' };

  it('words each wrong field in English and German', async () => {
    expect(await messagesIn('en', createOrganizationFormSchema, wrong, CREATE_ORGANIZATION_MESSAGES)).toEqual({
      name: 'Please enter a name.',
      licenseTemplateId: 'Please choose a licence template.',
      ownerEmail: 'Please enter a valid e-mail address.',
    });
    expect(await messagesIn('de', createOrganizationFormSchema, wrong, CREATE_ORGANIZATION_MESSAGES)).toEqual({
      name: 'Bitte geben Sie einen Namen ein.',
      licenseTemplateId: 'Bitte wählen Sie eine Lizenzvorlage.',
      ownerEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
  });

  it('sends a blank owner as none and trims the rest', () => {
    expect(createOrganizationFormSchema.parse({ name: ' Agentur Nord ', licenseTemplateId: 'x', ownerEmail: '  ' })).toEqual({
      name: 'Agentur Nord',
      licenseTemplateId: 'x',
      ownerEmail: undefined,
    });
  });
});

describe('ban form', () => {
  it('refuses an end day in the past with the form’s own words, in German and English', async () => {
    const values = { reason: ' ', until: '2001-01-01' };
    expect(await messagesIn('de', banFormSchema, values)).toEqual({ until: 'Bitte wählen Sie einen Tag in der Zukunft.' });
    expect(await messagesIn('en', banFormSchema, values)).toEqual({ until: 'Choose a day in the future.' });
    expect(banFormSchema.parse({ reason: '  spam ', until: '' })).toEqual({ reason: 'spam', until: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { issueMessage, type SchemaIssue } from '../src/lib/form/index.ts';
import { translatorIn as translatorOf } from './support/translator.ts';
import {
  EMPTY_TEMPLATE_FORM,
  TEMPLATE_FORM_MESSAGES,
  templateFormSchema,
  toTemplateInput,
  type TemplateFormValues,
} from '../src/features/admin/license-template-form.ts';

const valid: TemplateFormValues = {
  ...EMPTY_TEMPLATE_FORM,
  name: ' Agency ',
  key: 'agency-plus',
  priceMonthly: '299,50',
  readablePlatforms: ['snapchat', 'instagram'],
};

const translatorIn = async (language: 'de' | 'en') => {
  const i18n = await translatorOf(language);
  return i18n.t.bind(i18n);
};

/** Each wrong field's message as the form shows it (the error map the form library installs sees each input). */
async function messagesIn(language: 'de' | 'en', values: TemplateFormValues) {
  const t = await translatorIn(language);
  const issues = templateFormSchema.safeParse(values, { reportInput: true }).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issueMessage(t, issue as SchemaIssue, TEMPLATE_FORM_MESSAGES)]));
}

describe('licence template form', () => {
  it('builds the procedure input: trimmed, cents from a German or English price, platforms in canonical order', () => {
    const input = toTemplateInput(templateFormSchema.parse(valid));
    expect(input).toMatchObject({ name: 'Agency', key: 'agency-plus', priceMonthlyCents: 29_950, durationDays: 365 });
    expect(input.constraints).toEqual({
      seats: 3,
      monthlyCredits: 100,
      maxChannelsPerManualWatchlist: 100,
      readablePlatforms: ['instagram', 'snapchat'],
    });
    expect(toTemplateInput(templateFormSchema.parse({ ...valid, readablePlatforms: [], priceMonthly: '149.5' })).priceMonthlyCents).toBe(
      14_950,
    );
  });

  const wrong: TemplateFormValues = {
    ...valid,
    readablePlatforms: [],
    name: ' ',
    key: 'Agency Plus',
    durationDays: '0',
    priceMonthly: '1.999',
    seats: '-1',
    monthlyCredits: '2.5',
    maxChannelsPerManualWatchlist: '99999999',
  };

  it('names each wrong field with its own words, in English', async () => {
    expect(await messagesIn('en', wrong)).toEqual({
      name: 'This field is required.',
      key: 'Use 2–40 lower-case letters, digits, - or _.',
      durationDays: 'Enter a whole number of at least 1.',
      priceMonthly: 'Enter an amount like 149 or 149.50.',
      seats: 'Enter a whole number of 0 or more.',
      monthlyCredits: 'Enter a whole number of 0 or more.',
      maxChannelsPerManualWatchlist: 'Enter a whole number of 0 or more.',
    });
  });

  it('names each wrong field with its own words, in German', async () => {
    expect(await messagesIn('de', { ...wrong, durationDays: '', seats: '' })).toEqual({
      name: 'Dieses Feld ist erforderlich.',
      key: 'Verwenden Sie 2–40 Kleinbuchstaben, Ziffern, - oder _.',
      durationDays: 'Geben Sie eine ganze Zahl ab 1 ein.',
      priceMonthly: 'Geben Sie einen Betrag wie 149 oder 149,50 ein.',
      seats: 'Geben Sie eine ganze Zahl ab 0 ein.',
      monthlyCredits: 'Geben Sie eine ganze Zahl ab 0 ein.',
      maxChannelsPerManualWatchlist: 'Geben Sie eine ganze Zahl ab 0 ein.',
    });
  });
});

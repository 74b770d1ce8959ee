import { describe, expect, it } from 'vitest';
import { EMPTY_TEMPLATE_FORM, parseTemplateForm } from '../src/features/admin/license-template-form.ts';

const valid = {
  ...EMPTY_TEMPLATE_FORM,
  name: ' Agency ',
  key: 'agency-plus',
  priceMonthly: '299,50',
  readablePlatforms: ['snapchat', 'instagram'] as const,
};

describe('licence template form', () => {
  it('builds the procedure input: trimmed, cents from a German or English price, platforms in canonical order', () => {
    const { input, errors } = parseTemplateForm({ ...valid, readablePlatforms: [...valid.readablePlatforms] });
    expect(errors).toEqual({});
    expect(input).toMatchObject({ name: 'Agency', key: 'agency-plus', priceMonthlyCents: 29_950, durationDays: 365 });
    expect(input?.constraints.readablePlatforms).toEqual(['instagram', 'snapchat']);
    expect(parseTemplateForm({ ...valid, readablePlatforms: [], priceMonthly: '149.5' }).input?.priceMonthlyCents).toBe(14_950);
  });

  it('names each wrong field instead of guessing', () => {
    const { input, errors } = parseTemplateForm({
      ...valid,
      readablePlatforms: [],
      name: ' ',
      key: 'Agency Plus',
      durationDays: '0',
      priceMonthly: '1.999',
      seats: '-1',
      monthlyCredits: '2.5',
    });
    expect(input).toBeNull();
    expect(errors).toEqual({
      name: 'required',
      key: 'invalid-key',
      durationDays: 'min-one',
      priceMonthly: 'price',
      seats: 'whole-number',
      monthlyCredits: 'whole-number',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { readBudgetInput, sumBudgets } from '../src/features/campaigns/budget.ts';
import { crmValueForInput, readCrmInput } from '../src/features/crm/crm-value-check.ts';

describe('readBudgetInput', () => {
  it('reads budgets typed in German and English into the stored decimal', () => {
    expect(readBudgetInput('de', '1.500')).toEqual({ ok: true, maxBudget: '1500' });
    expect(readBudgetInput('de', '1.500,00')).toEqual({ ok: true, maxBudget: '1500.00' });
    expect(readBudgetInput('de', '1 500,5')).toEqual({ ok: true, maxBudget: '1500.5' });
    expect(readBudgetInput('de', '2.500 €')).toEqual({ ok: true, maxBudget: '2500' });
    expect(readBudgetInput('en', '1,500.00')).toEqual({ ok: true, maxBudget: '1500.00' });
    expect(readBudgetInput('en', '')).toEqual({ ok: true, maxBudget: null });
  });

  it('refuses what it cannot read for sure, with the message to show', () => {
    expect(readBudgetInput('de', '1.50')).toEqual({ ok: false, messageKey: 'Numbers.ambiguous' });
    expect(readBudgetInput('en', '1.500,00')).toEqual({ ok: false, messageKey: 'Numbers.ambiguous' });
    expect(readBudgetInput('de', '1.500,505')).toEqual({ ok: false, messageKey: 'Numbers.too-many-decimals' });
    expect(readBudgetInput('de', '-5')).toEqual({ ok: false, messageKey: 'Numbers.negative' });
    expect(readBudgetInput('de', 'viel')).toEqual({ ok: false, messageKey: 'Campaigns.budget-invalid' });
    // More than the 10 digits the database holds.
    expect(readBudgetInput('de', '12.345.678.901')).toEqual({ ok: false, messageKey: 'Campaigns.budget-invalid' });
  });

  it('sums what it read in cents', () => {
    const values = ['1500.50', '1000', null].map((maxBudget) => ({ maxBudget }));
    expect(
      sumBudgets(
        values,
        () => 'all',
        (item) => item.maxBudget,
      ).get('all'),
    ).toEqual({ cents: 250_050, count: 3 });
  });
});

describe('CRM numbers in the UI language', () => {
  it('sends the plain decimal and shows it back in the same language', () => {
    expect(readCrmInput('de', 'number', [], '1.500,5')).toEqual({ ok: true, value: '1500.5' });
    expect(readCrmInput('en', 'number', [], '1,500.5')).toEqual({ ok: true, value: '1500.5' });
    expect(readCrmInput('de', 'number', [], ' ')).toEqual({ ok: true, value: null });
    expect(readCrmInput('de', 'date', [], '2027-02-30')).toEqual({ ok: false, messageKey: 'Crm.invalid-date' });
    expect(crmValueForInput('de', 'number', '1500.5')).toBe('1.500,5');
    expect(crmValueForInput('de', 'date', '2027-03-15')).toBe('2027-03-15');
  });
});

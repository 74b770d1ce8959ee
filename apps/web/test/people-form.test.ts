import { describe, expect, it } from 'vitest';
import { issueMessage, type SchemaIssue } from '../src/lib/form/index.ts';
import {
  PEOPLE_FORM_MESSAGES,
  fromPeopleForm,
  peopleFormSchema,
  readFollowerCount,
  toPeopleForm,
  toPeopleInput,
} from '../src/features/people/people-search.ts';
import { translatorIn } from './support/translator.ts';

const empty = toPeopleForm({});

async function messagesIn(language: 'de' | 'en', values: typeof empty) {
  const i18n = await translatorIn(language);
  const issues = peopleFormSchema.safeParse(values, { reportInput: true }).error?.issues ?? [];
  return Object.fromEntries(
    issues.map((issue) => [issue.path.join('.'), issueMessage(i18n.t.bind(i18n), issue as SchemaIssue, PEOPLE_FORM_MESSAGES)]),
  );
}

describe('the people search form', () => {
  it('reads follower counts with thousands marks and refuses anything else', () => {
    expect(readFollowerCount('')).toBeUndefined();
    expect(readFollowerCount(' 2500 ')).toBe(2500);
    expect(readFollowerCount('10.000')).toBe(10_000);
    expect(readFollowerCount('1,250,000')).toBe(1_250_000);
    expect(readFollowerCount('10 000')).toBe(10_000);
    expect(readFollowerCount('10.5')).toBeNaN();
    expect(readFollowerCount('lots')).toBeNaN();
  });

  it('words a count that is no whole number and an upside-down range, in German and English', async () => {
    expect(await messagesIn('en', { ...empty, min: 'lots', max: '' })).toEqual({ min: 'Enter a whole number.' });
    expect(await messagesIn('en', { ...empty, min: '5000', max: '100' })).toEqual({
      max: 'Enter a number no lower than “Followers from”.',
    });
    expect(await messagesIn('de', { ...empty, min: '10.5', max: '' })).toEqual({ min: 'Geben Sie eine ganze Zahl ein.' });
    expect(await messagesIn('de', { ...empty, min: '5.000', max: '100' })).toEqual({
      max: 'Geben Sie eine Zahl ein, die nicht kleiner als „Follower ab“ ist.',
    });
  });

  it('puts the checked filter into the URL from its first page, leaving out what is not set', () => {
    const values = peopleFormSchema.parse({
      ...toPeopleForm({ page: 3 }),
      platforms: ['youtube', 'instagram'],
      match: 'all',
      min: '10.000',
      newer: '2026-01-31',
    });
    const search = fromPeopleForm(values);
    expect(search).toEqual({
      platforms: 'instagram,youtube',
      match: 'all',
      category: undefined,
      language: undefined,
      country: undefined,
      min: 10_000,
      max: undefined,
      newer: '2026-01-31',
      page: undefined,
    });
    expect(toPeopleForm(search)).toEqual({
      ...empty,
      platforms: ['instagram', 'youtube'],
      match: 'all',
      min: '10000',
      newer: '2026-01-31',
    });
    expect(toPeopleInput(search)).toMatchObject({ platforms: ['instagram', 'youtube'], match: 'all', minFollowers: 10_000, page: 1 });
  });
});

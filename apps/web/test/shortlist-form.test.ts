import { describe, expect, it } from 'vitest';
import { AGENCY_NAME_MAX_LENGTH, shortlistFormSchema } from '@creatorlens/contracts';
import { issueMessage, type SchemaIssue } from '../src/lib/form/index.ts';
import { translatorIn } from './support/translator.ts';

const choices = { isWhiteLabel: true, agencyName: '', useOrganizationLogo: false };

describe('the shortlist export dialog', () => {
  it('words a too long agency name with the limit, in German and English', async () => {
    const issues = shortlistFormSchema.safeParse({ ...choices, agencyName: 'x'.repeat(AGENCY_NAME_MAX_LENGTH + 1) }, { reportInput: true })
      .error!.issues;
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['agencyName']);
    for (const [language, words] of [
      ['de', `Verwenden Sie höchstens ${AGENCY_NAME_MAX_LENGTH} Zeichen.`],
      ['en', `Use at most ${AGENCY_NAME_MAX_LENGTH} characters.`],
    ] as const) {
      const i18n = await translatorIn(language);
      expect(issueMessage(i18n.t.bind(i18n), issues[0] as SchemaIssue)).toBe(words);
    }
  });

  it('trims the agency name; a blank one is empty, which the dialog leaves out (the organisation’s name is printed)', () => {
    expect(shortlistFormSchema.parse({ ...choices, agencyName: '  Agentur Nordwind ' })).toEqual({
      ...choices,
      agencyName: 'Agentur Nordwind',
    });
    expect(shortlistFormSchema.parse({ ...choices, agencyName: '   ' }).agencyName).toBe('');
  });
});

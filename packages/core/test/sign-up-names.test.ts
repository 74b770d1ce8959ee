import { describe, expect, it } from 'vitest';
import { checkSignUpName, checkSignUpOrganizationName, ORGANIZATION_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import { findAccessLink } from '../src/mail/list-access-mails.ts';
import { defaultOrganizationName } from '../src/sign-up/sign-up.ts';

describe('the default organisation name of a sign-up', () => {
  it('reads naturally in German and English', () => {
    expect(defaultOrganizationName('Jana Köhler', 'de')).toBe('Arbeitsbereich von Jana Köhler');
    expect(defaultOrganizationName('  Jana   Köhler ', 'en')).toBe("Jana Köhler's workspace");
  });

  it('fits the organisation name limit even for the longest person name', () => {
    const longest = 'x'.repeat(PERSON_NAME_MAX_LENGTH);
    for (const language of ['de', 'en'] as const) {
      const name = defaultOrganizationName(longest, language);
      expect(name.length).toBeLessThanOrEqual(ORGANIZATION_NAME_MAX_LENGTH);
      expect(checkSignUpOrganizationName(name)).toBeNull();
      expect(name).toContain('…');
    }
  });
});

describe('the shared sign-up limits', () => {
  it('refuse blank and overlong names', () => {
    expect(checkSignUpName('  ')).toBe('name-required');
    expect(checkSignUpName('x'.repeat(PERSON_NAME_MAX_LENGTH))).toBeNull();
    expect(checkSignUpName('x'.repeat(PERSON_NAME_MAX_LENGTH + 1))).toBe('name-too-long');
    expect(checkSignUpOrganizationName('')).toBe('organization-name-required');
    expect(checkSignUpOrganizationName('x'.repeat(ORGANIZATION_NAME_MAX_LENGTH + 1))).toBe('organization-name-too-long');
  });
});

describe('the link of an access mail', () => {
  it('is a whole line of this install on an access path', () => {
    const body = 'Hello,\n\nplease confirm:\nhttps://app.example/verify-email?token=abc.def\n\nThanks';
    expect(findAccessLink(body, 'https://app.example')).toBe('https://app.example/verify-email?token=abc.def');
    expect(findAccessLink('https://other.example/verify-email?token=abc', 'https://app.example')).toBeNull();
    expect(findAccessLink('https://app.example/somewhere-else', 'https://app.example')).toBeNull();
  });

  it('never comes from user text inside a sentence (an organisation named like a link)', () => {
    const body = [
      'Jana invited you to join „https://app.example/invitation/fake“ on Creatorlens.',
      '',
      'https://app.example/invitation/real',
    ].join('\n');
    expect(findAccessLink(body, 'https://app.example/')).toBe('https://app.example/invitation/real');
    expect(findAccessLink('Open „https://app.example/invitation/fake“ now', 'https://app.example')).toBeNull();
  });
});

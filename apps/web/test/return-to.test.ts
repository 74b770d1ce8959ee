import { describe, expect, it } from 'vitest';
import { sanitizeReturnTo } from '../src/lib/return-to.ts';

describe('sanitizeReturnTo', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(sanitizeReturnTo('/')).toBe('/');
    expect(sanitizeReturnTo('/account/security')).toBe('/account/security');
    expect(sanitizeReturnTo('/lena-sky?tab=posts#top')).toBe('/lena-sky?tab=posts#top');
  });

  it('refuses protocol-relative and absolute URLs', () => {
    expect(sanitizeReturnTo('//evil.example')).toBe('/');
    expect(sanitizeReturnTo('//evil.example/path')).toBe('/');
    expect(sanitizeReturnTo('https://evil.example')).toBe('/');
    expect(sanitizeReturnTo('http:/evil.example')).toBe('/');
    expect(sanitizeReturnTo('javascript:alert(1)')).toBe('/');
  });

  it('refuses backslash and control-character tricks browsers turn into //', () => {
    expect(sanitizeReturnTo('/\\evil.example')).toBe('/');
    expect(sanitizeReturnTo('/\\/evil.example')).toBe('/');
    expect(sanitizeReturnTo('/\t/evil.example')).toBe('/');
    expect(sanitizeReturnTo('/\n/evil.example')).toBe('/');
  });

  it('refuses relative paths and non-strings', () => {
    expect(sanitizeReturnTo('account')).toBe('/');
    expect(sanitizeReturnTo('')).toBe('/');
    expect(sanitizeReturnTo(undefined)).toBe('/');
    expect(sanitizeReturnTo(null)).toBe('/');
    expect(sanitizeReturnTo(42)).toBe('/');
    expect(sanitizeReturnTo(['/account'])).toBe('/');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(sanitizeReturnTo('/a/../account')).toBe('/account');
    expect(sanitizeReturnTo('/../../account')).toBe('/account');
  });
});

import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUserToken, USER_TOKEN_LIFETIME_SECONDS, verifyUserToken } from '../src/notifications/user-token.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const NOW = new Date('2026-06-01T10:00:00Z');
const at = (secondsLater: number) => new Date(NOW.getTime() + secondsLater * 1000);
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signed = (claims: object) => {
  const input = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
};
const subjectOf = (token: string, when: Date) => verifyUserToken({ publicKey }, token, when)?.userId ?? null;

describe('verifyUserToken', () => {
  it('accepts its own token and keeps rejecting it after expiry, even once cached', () => {
    const { token } = signUserToken({ privateKey }, { userId: 'user-1', sessionId: 'session-1' }, NOW);
    expect(verifyUserToken({ publicKey }, token, at(1))).toEqual({
      userId: 'user-1',
      sessionId: 'session-1',
      exp: NOW.getTime() / 1000 + USER_TOKEN_LIFETIME_SECONDS,
    });
    // Second call answers from the cache; the expiry check still runs.
    expect(subjectOf(token, at(2))).toBe('user-1');
    expect(subjectOf(token, at(USER_TOKEN_LIFETIME_SECONDS + 10))).toBeNull();
    expect(subjectOf(token, at(USER_TOKEN_LIFETIME_SECONDS + 10))).toBeNull();
  });

  it('does not let a token verified under one key pass under another', () => {
    const { token } = signUserToken({ privateKey }, { userId: 'user-2', sessionId: 'session-2' }, NOW);
    expect(subjectOf(token, at(1))).toBe('user-2');
    expect(verifyUserToken({ publicKey: other.publicKey }, token, at(1))).toBeNull();
  });

  it('rejects tampered payloads, alg none and a token that is not valid yet', () => {
    const { token } = signUserToken({ privateKey }, { userId: 'user-3', sessionId: 'session-3' }, NOW);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${encode({ sub: 'someone-else', sid: 'session-3', exp: 9_999_999_999 })}.${signature}`;
    expect(verifyUserToken({ publicKey }, forged, at(1))).toBeNull();
    expect(
      verifyUserToken(
        { publicKey },
        `${encode({ alg: 'none' })}.${encode({ sub: 'user-3', sid: 'session-3', exp: 9_999_999_999 })}.`,
        at(1),
      ),
    ).toBeNull();
    const early = signed({ sub: 'user-4', sid: 'session-4', exp: NOW.getTime() / 1000 + 3600, nbf: NOW.getTime() / 1000 + 600 });
    expect(verifyUserToken({ publicKey }, early, NOW)).toBeNull();
    expect(subjectOf(early, at(600))).toBe('user-4');
  });

  it('refuses correctly signed tokens without exp (valid forever) or without sid (not revocable)', () => {
    expect(verifyUserToken({ publicKey }, signed({ sub: 'user-5', sid: 'session-5' }), NOW)).toBeNull();
    expect(verifyUserToken({ publicKey }, signed({ sub: 'user-5', exp: NOW.getTime() / 1000 + 60 }), NOW)).toBeNull();
    expect(verifyUserToken({ publicKey }, signed({ sub: 'user-5', sid: '', exp: NOW.getTime() / 1000 + 60 }), NOW)).toBeNull();
    expect(subjectOf(signed({ sub: 'user-5', sid: 'session-5', exp: NOW.getTime() / 1000 + 60 }), NOW)).toBe('user-5');
  });
});

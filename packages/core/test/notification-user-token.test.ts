import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUserToken, USER_TOKEN_LIFETIME_SECONDS, verifyUserToken } from '../src/notifications/user-token.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const NOW = new Date('2026-06-01T10:00:00Z');
const at = (secondsLater: number) => new Date(NOW.getTime() + secondsLater * 1000);
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyUserToken', () => {
  it('accepts its own token and keeps rejecting it after expiry, even once cached', () => {
    const { token } = signUserToken({ privateKey }, 'user-1', NOW);
    expect(verifyUserToken({ publicKey }, token, at(1))).toBe('user-1');
    // Second call answers from the cache; the expiry check still runs.
    expect(verifyUserToken({ publicKey }, token, at(2))).toBe('user-1');
    expect(verifyUserToken({ publicKey }, token, at(USER_TOKEN_LIFETIME_SECONDS + 10))).toBeNull();
    expect(verifyUserToken({ publicKey }, token, at(USER_TOKEN_LIFETIME_SECONDS + 10))).toBeNull();
  });

  it('does not let a token verified under one key pass under another', () => {
    const { token } = signUserToken({ privateKey }, 'user-2', NOW);
    expect(verifyUserToken({ publicKey }, token, at(1))).toBe('user-2');
    expect(verifyUserToken({ publicKey: other.publicKey }, token, at(1))).toBeNull();
  });

  it('rejects tampered payloads, alg none and a token that is not valid yet', () => {
    const { token } = signUserToken({ privateKey }, 'user-3', NOW);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${encode({ sub: 'someone-else', exp: 9_999_999_999 })}.${signature}`;
    expect(verifyUserToken({ publicKey }, forged, at(1))).toBeNull();
    expect(verifyUserToken({ publicKey }, `${encode({ alg: 'none' })}.${encode({ sub: 'user-3' })}.`, at(1))).toBeNull();
    const input = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ sub: 'user-4', nbf: NOW.getTime() / 1000 + 600 })}`;
    const early = `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
    expect(verifyUserToken({ publicKey }, early, NOW)).toBeNull();
    expect(verifyUserToken({ publicKey }, early, at(600))).toBe('user-4');
  });
});

import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * The secrets of a share link. The token is 256 random bits in the URL; only its SHA-256 is stored, so the database
 * (or a backup) cannot open a page. A fast hash is enough for the token: it is random, not guessable like a password.
 * The optional password is hashed like account passwords (better-auth's scrypt: N=16384, r=16, p=1, 64 bytes,
 * "salt:key" in hex), so one hashing scheme guards every human secret; it is compared in constant time here, which
 * better-auth's own verifyPassword (string ===) does not promise.
 */

const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters. Anything else is refused before the database is asked. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const createShareToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

export const hashShareToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const SCRYPT = { N: 16384, r: 16, p: 1, dkLen: 64 } as const;

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      SCRYPT.dkLen,
      { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: 128 * SCRYPT.N * SCRYPT.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** An scrypt hash in better-auth's password format ("salt:key", hex). */
export async function hashSharePassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await deriveKey(password, salt)).toString('hex')}`;
}

/** Whether the password matches the stored hash, compared in constant time; false for a malformed hash. */
export async function verifySharePassword(hash: string, password: string): Promise<boolean> {
  const [salt, key] = hash.split(':');
  if (!salt || !key || !/^[0-9a-f]+$/.test(key)) return false;
  const expected = Buffer.from(key, 'hex');
  const given = await deriveKey(password, salt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What the browser keeps after the right password (an HttpOnly cookie scoped to the link's path), so a language switch
 * does not ask again. It is derived from the stored password hash, which never leaves the server: nobody can compute
 * it without the database, and it stops working when the link is revoked or deleted (the page is not served at all).
 */
export const shareUnlockProof = (tokenHash: string, passwordHash: string): string =>
  createHash('sha256').update(`share-unlock:${tokenHash}:${passwordHash}`).digest('base64url');

/** Constant-time comparison of two strings of the same kind (proofs). */
export function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

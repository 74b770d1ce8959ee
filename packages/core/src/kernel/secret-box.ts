import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * The 32-byte key that encrypts connector secrets and creator tokens, derived from the server's auth secret with
 * HKDF (a separate "info" label, so the session-signing secret itself is never used as an encryption key).
 */
export function deriveConnectorKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'creatorlens-connectors', 'connector-credentials v1', 32));
}

const toKey = (key: Buffer | string): Buffer => (typeof key === 'string' ? deriveConnectorKey(key) : key);

/** A value sealed with a context (v2) opens only with the same context; v1 values carry none. */
const BOUND_VERSION = 'v2';

/**
 * AES-256-GCM with a fresh random IV per value; the result is "v1.iv.tag.ciphertext" in base64url. With a context
 * ("v2"), the context is authenticated but not stored: the value opens only where the same context is given again.
 */
export function encryptSecret(key: Buffer | string, plaintext: string, context?: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', toKey(key), iv);
  if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const version = context === undefined ? VERSION : BOUND_VERSION;
  return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Whether a sealed value was bound to a context (v2); older values (v1) open without one. */
export const isBoundSecret = (sealed: string): boolean => sealed.startsWith(`${BOUND_VERSION}.`);

/**
 * Decrypts a value of encryptSecret; a wrong key, a tampered value or (for a bound value) another context throws
 * (GCM authenticates). A v1 value has no context and ignores the one given.
 */
export function decryptSecret(key: Buffer | string, sealed: string, context?: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if ((version !== VERSION && version !== BOUND_VERSION) || !iv || !tag || ciphertext === undefined)
    throw new Error('unknown secret format');
  if (version === BOUND_VERSION && context === undefined) throw new Error('this secret opens only with its context');
  const decipher = createDecipheriv('aes-256-gcm', toKey(key), Buffer.from(iv, 'base64url'));
  if (version === BOUND_VERSION) decipher.setAAD(Buffer.from(context!, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

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

/** AES-256-GCM with a fresh random IV per value; the result is "v1.iv.tag.ciphertext" in base64url. */
export function encryptSecret(key: Buffer | string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', toKey(key), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Decrypts a value of encryptSecret; a wrong key or a tampered value throws (GCM authenticates). */
export function decryptSecret(key: Buffer | string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', toKey(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

import { createPrivateKey, createPublicKey, generateKeyPairSync, hkdfSync, sign, verify, type KeyObject } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { decryptSecret, encryptSecret } from '../kernel/index.ts';

/** How long a user token lives; the web client refreshes it 30 s before expiry. */
export const USER_TOKEN_LIFETIME_SECONDS = 60 * 60;

interface NotifyKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The server-to-server secret (Bearer sk_...) for triggers; never sent to browsers. */
  secretKey: string;
}

const cache = new WeakMap<Database, Promise<NotifyKeys>>();
const instanceSecrets = new WeakMap<Database, string>();

/**
 * Hands the server's AUTH_SECRET to the notification keys of one database: the secret API key is derived from it
 * and the signing key is stored encrypted with it, so a database backup alone can neither mint user tokens nor
 * call the trigger API. The composition root calls this once, before any request.
 */
export function registerNotifySecret(db: Database, authSecret: string): void {
  instanceSecrets.set(db, authSecret);
  cache.delete(db);
}

export const SEALED_SIGNING_KEY = 'notify-signing-key-sealed';
/** Installations before the key was sealed kept it readable under this name; it is sealed and deleted on start. */
const LEGACY_SIGNING_KEY = 'notify-signing-key';
const LEGACY_SECRET_KEY = 'notify-secret-key';

const deriveKey = (authSecret: string, label: string, bytes: number): Buffer =>
  Buffer.from(hkdfSync('sha256', authSecret, 'creatorlens-notify', label, bytes));

/** The Bearer sk_... key of an installation: a function of AUTH_SECRET, never stored. */
export const deriveNotifySecretKey = (authSecret: string): string =>
  `sk_${deriveKey(authSecret, 'notify secret key v1', 24).toString('base64url')}`;

async function readSetting(db: Database, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: schema.instanceSetting.value })
    .from(schema.instanceSetting)
    .where(eq(schema.instanceSetting.key, key));
  return row?.value ?? null;
}

/** Insert-if-absent then read back, so several server processes sharing one database agree on one value. */
async function storedSetting(db: Database, key: string, create: () => string): Promise<string> {
  await db.insert(schema.instanceSetting).values({ key, value: create() }).onConflictDoNothing();
  const value = await readSetting(db, key);
  if (value === null) throw new Error(`Could not store the instance setting ${key}`);
  return value;
}

async function loadKeys(db: Database): Promise<NotifyKeys> {
  const authSecret = instanceSecrets.get(db);
  if (!authSecret) throw new Error('registerNotifySecret(db, AUTH_SECRET) must run before the notification keys are used');
  const sealingKey = deriveKey(authSecret, 'notify signing key v1', 32);
  const legacyPem = await readSetting(db, LEGACY_SIGNING_KEY);
  const sealed = await storedSetting(db, SEALED_SIGNING_KEY, () =>
    encryptSecret(
      sealingKey,
      legacyPem ?? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ),
  );
  // The readable copies of older installations go once the sealed key is in place (tokens they signed stay valid).
  if (legacyPem)
    await db.delete(schema.instanceSetting).where(inArray(schema.instanceSetting.key, [LEGACY_SIGNING_KEY, LEGACY_SECRET_KEY]));
  let privateKey: KeyObject;
  try {
    privateKey = openSealedSigningKey(authSecret, sealed);
  } catch {
    throw new Error(
      `The notification signing key was sealed with another AUTH_SECRET. Restore that AUTH_SECRET, or delete the instance_setting row '${SEALED_SIGNING_KEY}' to make a new key (signed-in users then fetch new tokens).`,
    );
  }
  return { privateKey, publicKey: createPublicKey(privateKey), secretKey: deriveNotifySecretKey(authSecret) };
}

/** The signing key from its sealed form in instance_setting (benches that sign tokens for a running server use it too). */
export function openSealedSigningKey(authSecret: string, sealed: string): KeyObject {
  return createPrivateKey(decryptSecret(deriveKey(authSecret, 'notify signing key v1', 32), sealed));
}

/**
 * The RSA key pair that signs user tokens (RS256, like Knock's signing key) and the secret API key: the key pair
 * is generated once per installation and kept sealed in instance_setting, the secret key is derived.
 */
export function getNotifyKeys(db: Database): Promise<NotifyKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadKeys(db);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Who a user token speaks for: the user and the better-auth session it was issued to (it dies with that session). */
interface UserTokenSubject {
  userId: string;
  sessionId: string;
}

/** Signs a Knock user token: {sub, sid, iat, exp}, RS256. `sid` ties the token to the session that asked for it. */
export function signUserToken(
  keys: Pick<NotifyKeys, 'privateKey'>,
  subject: UserTokenSubject,
  now = new Date(),
): { token: string; expiresAt: Date } {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + USER_TOKEN_LIFETIME_SECONDS;
  const input = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ sub: subject.userId, sid: subject.sessionId, iat, exp })}`;
  const signature = sign('RSA-SHA256', Buffer.from(input), keys.privateKey).toString('base64url');
  return { token: `${input}.${signature}`, expiresAt: new Date(exp * 1000) };
}

const LEEWAY_SECONDS = 5;
/** Verified tokens kept per signing key; bounded so a flood of distinct tokens cannot grow memory without limit. */
const VERIFIED_CACHE_LIMIT = 10_000;

/** What a valid user token says: its user, its session and when it stops being accepted. */
interface UserTokenClaims {
  userId: string;
  sessionId: string;
  /** Seconds since the epoch (the `exp` claim). */
  exp: number;
}

interface VerifiedClaims extends UserTokenClaims {
  nbf: number | undefined;
}

const verifiedByKey = new WeakMap<KeyObject, Map<string, VerifiedClaims>>();

/** The time-dependent checks, run on every use (a cached token still expires). */
function isCurrent(claims: VerifiedClaims, now: Date): boolean {
  const seconds = now.getTime() / 1000;
  if (claims.exp + LEEWAY_SECONDS < seconds) return false;
  if (claims.nbf !== undefined && claims.nbf - LEEWAY_SECONDS > seconds) return false;
  return true;
}

/** Signature and claim shape of a token, or null; no time checks. */
function verifySignature(publicKey: KeyObject, token: string): VerifiedClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    // Only RS256: an "alg": "none" or HMAC header must never be accepted.
    if (parsedHeader.alg !== 'RS256') return null;
    if (!verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown;
      sid?: unknown;
      exp?: unknown;
      nbf?: unknown;
    };
    if (typeof claims.sub !== 'string' || !claims.sub) return null;
    // A token without expiry would be valid forever, and one without a session could not be revoked: both refused.
    if (typeof claims.sid !== 'string' || !claims.sid) return null;
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null;
    return {
      userId: claims.sub,
      sessionId: claims.sid,
      exp: claims.exp,
      nbf: typeof claims.nbf === 'number' ? claims.nbf : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * Verifies a user token and returns its claims, or null for anything invalid, expired, not yet valid, or missing
 * `exp` or `sid`. Whether the session is still alive is the caller's check (the token cannot know).
 * The RSA check runs once per token string: every feed fetch and socket carries the same token for its whole
 * lifetime, and the verification is the costliest part of a feed request. Expiry is still checked on every call.
 */
export function verifyUserToken(keys: Pick<NotifyKeys, 'publicKey'>, token: string, now = new Date()): UserTokenClaims | null {
  let verified = verifiedByKey.get(keys.publicKey);
  if (!verified) verifiedByKey.set(keys.publicKey, (verified = new Map()));
  let claims = verified.get(token);
  if (!claims) {
    const checked = verifySignature(keys.publicKey, token);
    if (!checked) return null;
    claims = checked;
    // Oldest first out: Map keeps insertion order.
    if (verified.size >= VERIFIED_CACHE_LIMIT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  }
  if (!isCurrent(claims, now)) {
    if (claims.exp + LEEWAY_SECONDS < now.getTime() / 1000) verified.delete(token);
    return null;
  }
  return { userId: claims.userId, sessionId: claims.sessionId, exp: claims.exp };
}

/** Whether a token's `exp` (with the same leeway as verification) has passed. */
export const isUserTokenExpired = (claims: Pick<UserTokenClaims, 'exp'>, now = new Date()): boolean =>
  claims.exp + LEEWAY_SECONDS < now.getTime() / 1000;

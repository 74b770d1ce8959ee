import * as z from 'zod/mini';

/**
 * The settings a platform admin edits on a connector (endpoints, client id, quota, secret): the pieces the stored
 * settings, the update procedure and the connector dialog all check with, so the dialog never lets through what the
 * server refuses. No messages: the words are the web's.
 */
export const CONNECTOR_URL_MAX_LENGTH = 500;
export const CONNECTOR_CLIENT_ID_MAX_LENGTH = 200;
export const CONNECTOR_SECRET_MIN_LENGTH = 8;
export const CONNECTOR_SECRET_MAX_LENGTH = 4000;
/** Far above any platform's real daily allowance; a typo of a few zeros still gets refused. */
export const CONNECTOR_DAILY_QUOTA_MAX = 100_000_000;

/** An endpoint: an absolute http(s) URL, trimmed (javascript:, data: and relative addresses are refused). */
export const connectorUrlSchema = z.string().check(z.trim(), z.maxLength(CONNECTOR_URL_MAX_LENGTH), z.url({ protocol: /^https?$/ }));

export const connectorClientIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(CONNECTOR_CLIENT_ID_MAX_LENGTH));

/** Instagram's connected business account: the number Meta gives it. */
export const connectorBusinessAccountIdSchema = z.string().check(z.trim(), z.regex(/^\d{1,30}$/));

/** Units per UTC day the connector never exceeds. */
export const connectorDailyQuotaSchema = z.number().check(z.int(), z.positive(), z.lte(CONNECTOR_DAILY_QUOTA_MAX));

/** An API key, client secret or token as pasted: trimmed, no spaces inside. */
export const connectorSecretSchema = z
  .string()
  .check(z.trim(), z.minLength(CONNECTOR_SECRET_MIN_LENGTH), z.maxLength(CONNECTOR_SECRET_MAX_LENGTH), z.regex(/^\S+$/));

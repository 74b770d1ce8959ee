import { z } from 'zod';
import {
  connectorBusinessAccountIdSchema,
  connectorClientIdSchema,
  connectorDailyQuotaSchema,
  connectorSecretSchema,
  connectorUrlSchema,
} from '@creatorlens/contracts';
import { CONNECTOR_IDS, type ConnectorRegistry } from '@creatorlens/core/connectors';
import { AppError } from '@creatorlens/core/errors';

export const connectorIdSchema = z.enum(CONNECTOR_IDS);

const settingsOutput = z.object({
  baseUrl: z.string().nullable().optional(),
  oauthUrl: z.string().nullable().optional(),
  authorizeUrl: z.string().nullable().optional(),
  tokenUrl: z.string().nullable().optional(),
  clientId: z.string().nullable().optional(),
  businessAccountId: z.string().nullable().optional(),
  dailyQuota: z.number().nullable().optional(),
});
const settingKey = z.enum(['baseUrl', 'oauthUrl', 'authorizeUrl', 'tokenUrl', 'clientId', 'businessAccountId', 'dailyQuota']);

/** A connector as the admin page sees it; there is deliberately no field that could carry the secret. */
export const connectorOverviewOutput = z.object({
  connector: connectorIdSchema,
  kind: z.enum(['platform', 'oauth']),
  isSecretSet: z.boolean(),
  settings: settingsOutput,
  customised: z.array(settingKey),
  fields: z.array(settingKey),
  quotaToday: z.object({ day: z.string(), unitsUsed: z.number(), requests: z.number(), throttled: z.number() }),
  updatedAt: z
    .date()
    .nullable()
    .transform((value) => value?.getTime() ?? null),
});

/** Setting changes: a value sets it, null returns it to the default (dailyQuota null: no limit), absent keeps it. */
export const connectorSettingsInput = z.strictObject({
  baseUrl: z.optional(z.nullable(connectorUrlSchema)),
  oauthUrl: z.optional(z.nullable(connectorUrlSchema)),
  authorizeUrl: z.optional(z.nullable(connectorUrlSchema)),
  tokenUrl: z.optional(z.nullable(connectorUrlSchema)),
  clientId: z.optional(z.nullable(connectorClientIdSchema)),
  businessAccountId: z.optional(z.nullable(connectorBusinessAccountIdSchema)),
  dailyQuota: z.optional(z.nullable(connectorDailyQuotaSchema)),
  secret: z.optional(z.nullable(connectorSecretSchema)),
});

/** The server always supplies connectors; a missing one is a wiring bug, reported as such. */
export function requireConnectors(connectors: ConnectorRegistry | undefined): ConnectorRegistry {
  if (!connectors) throw new AppError('NOT_FOUND', 'Connectors are not available on this server.');
  return connectors;
}

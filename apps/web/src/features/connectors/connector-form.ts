import * as z from 'zod/mini';
import {
  connectorBusinessAccountIdSchema,
  connectorClientIdSchema,
  connectorDailyQuotaSchema,
  connectorSecretSchema,
  connectorUrlSchema,
} from '@creatorlens/contracts';
import type { FieldMessages } from '../../lib/form/index.ts';
import type { RouterInputs, RouterOutputs } from '../../lib/trpc.ts';

export type ConnectorOverview = RouterOutputs['connector']['listConnectors'][number];
export type ConnectorField = ConnectorOverview['fields'][number];
type UpdateData = RouterInputs['connector']['updateConnector']['data'];

/** The dialog's inputs as typed: every setting as text, the secret write-only. */
export type ConnectorFormValues = Record<ConnectorField, string> & { secret: string; isRemovingSecret: boolean };

const URL_FIELDS: readonly ConnectorField[] = ['baseUrl', 'oauthUrl', 'authorizeUrl', 'tokenUrl'];

export function toFormValues(connector: ConnectorOverview): ConnectorFormValues {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const s = connector.settings;
  return {
    baseUrl: text(s.baseUrl),
    oauthUrl: text(s.oauthUrl),
    authorizeUrl: text(s.authorizeUrl),
    tokenUrl: text(s.tokenUrl),
    clientId: text(s.clientId),
    businessAccountId: text(s.businessAccountId),
    dailyQuota: text(s.dailyQuota),
    secret: '',
    isRemovingSecret: false,
  };
}

const originOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).origin : null);

/**
 * Whether an edited address now points to another host (an emptied, customised one returns to a default elsewhere):
 * the server then wants the secret again, as a stored secret is only ever sent to the address it was entered for.
 * Reads the typed text and the checked values alike (an emptied field is '' or undefined).
 */
export function hasAddressMoved(connector: ConnectorOverview, values: Partial<Record<ConnectorField, unknown>>): boolean {
  const initial = toFormValues(connector);
  return connector.fields.some((field) => {
    if (!URL_FIELDS.includes(field)) return false;
    const value = String(values[field] ?? '').trim();
    if (value === initial[field]) return false;
    if (value === '') return connector.customised.includes(field);
    return originOf(value) !== originOf(initial[field]);
  });
}

/** Empty text means "not given" (back to the default, no limit, keep the secret); anything else meets the piece. */
const blankOr = <Output>(piece: z.ZodMiniType<Output, string>) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text) => (text.trim() === '' ? undefined : text)),
    ),
    z.optional(piece),
  );

const blankOrQuota = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text) => (text.trim() === '' ? undefined : Number(text.trim()))),
  ),
  z.optional(connectorDailyQuotaSchema),
);

/**
 * The dialog's values checked with the update procedure's pieces (contracts), plus the one rule that needs the stored
 * connector: after an address moved to another host the secret must be entered again (the server refuses otherwise).
 */
export function connectorFormSchema(connector: ConnectorOverview) {
  return z
    .object({
      baseUrl: blankOr(connectorUrlSchema),
      oauthUrl: blankOr(connectorUrlSchema),
      authorizeUrl: blankOr(connectorUrlSchema),
      tokenUrl: blankOr(connectorUrlSchema),
      clientId: blankOr(connectorClientIdSchema),
      businessAccountId: blankOr(connectorBusinessAccountIdSchema),
      dailyQuota: blankOrQuota,
      secret: blankOr(connectorSecretSchema),
      isRemovingSecret: z.boolean(),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.isRemovingSecret || values.secret !== undefined || !connector.isSecretSet) return;
        // No message: one given here would win over the translating error map (CONNECTOR_FORM_MESSAGES words it).
        if (hasAddressMoved(connector, values)) context.addIssue({ code: 'custom', path: ['secret'], input: values.secret });
      }),
    );
}

export type ConnectorFormOutput = z.output<ReturnType<typeof connectorFormSchema>>;

const URL_MESSAGES = { invalid_format: 'Connectors.error-url' } as const;

/** The connector dialog's own words; a too long value gets the library's (Form.too-long with the limit). */
export const CONNECTOR_FORM_MESSAGES: FieldMessages = {
  baseUrl: URL_MESSAGES,
  oauthUrl: URL_MESSAGES,
  authorizeUrl: URL_MESSAGES,
  tokenUrl: URL_MESSAGES,
  businessAccountId: { invalid_format: 'Connectors.error-account-id' },
  // Text that is no number reaches the number check as NaN, which the library calls an empty field.
  dailyQuota: { required: 'Connectors.error-quota', invalid_type: 'Connectors.error-quota', too_small: 'Connectors.error-quota' },
  secret: { too_small: 'Connectors.error-secret', invalid_format: 'Connectors.error-secret', custom: 'Connectors.error-secret-again' },
};

/**
 * The checked values as an update: only changed settings are sent (an emptied one returns to its default, an emptied
 * daily quota means no limit), the secret only when entered or removed.
 */
export function toConnectorUpdate(connector: ConnectorOverview, values: ConnectorFormOutput): UpdateData {
  const initial = toFormValues(connector);
  const data: Record<string, unknown> = {};
  for (const field of connector.fields) {
    const value = values[field];
    if ((value === undefined ? '' : String(value)) === initial[field]) continue;
    data[field] = value ?? null;
  }
  if (values.isRemovingSecret) data.secret = null;
  else if (values.secret !== undefined) data.secret = values.secret;
  return data as UpdateData;
}

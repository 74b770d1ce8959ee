import type { RouterInputs, RouterOutputs } from '../../lib/trpc.ts';

export type ConnectorOverview = RouterOutputs['connector']['listConnectors'][number];
export type ConnectorField = ConnectorOverview['fields'][number];
type UpdateData = RouterInputs['connector']['updateConnector']['data'];

export type ConnectorFormValues = Record<ConnectorField, string> & { secret: string; isRemovingSecret: boolean };
export type ConnectorFormErrors = Partial<Record<ConnectorField | 'secret', 'url' | 'quota' | 'secret' | 'secret-again' | 'account-id'>>;

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
 */
export function hasAddressMoved(connector: ConnectorOverview, values: ConnectorFormValues): boolean {
  const initial = toFormValues(connector);
  return connector.fields.some((field) => {
    if (!URL_FIELDS.includes(field)) return false;
    const value = values[field].trim();
    if (value === initial[field]) return false;
    if (value === '') return connector.customised.includes(field);
    return originOf(value) !== originOf(initial[field]);
  });
}

/**
 * The form's values as an update: only changed fields are sent (an emptied field returns to its default, an
 * emptied daily quota means no limit); the same rules as the procedure's schema, so most errors show before sending.
 */
export function parseConnectorForm(
  connector: ConnectorOverview,
  values: ConnectorFormValues,
): { data: UpdateData | null; errors: ConnectorFormErrors } {
  const errors: ConnectorFormErrors = {};
  const initial = toFormValues(connector);
  const data: Record<string, unknown> = {};
  for (const field of connector.fields) {
    const value = values[field].trim();
    if (value === initial[field]) continue;
    if (field === 'dailyQuota') {
      if (value === '') data.dailyQuota = null;
      else if (/^\d+$/.test(value) && Number(value) > 0) data.dailyQuota = Number(value);
      else errors.dailyQuota = 'quota';
    } else if (value === '') data[field] = null;
    else if (URL_FIELDS.includes(field) && !/^https?:\/\/\S+$/.test(value)) errors[field] = 'url';
    else if (field === 'businessAccountId' && !/^\d{1,30}$/.test(value)) errors[field] = 'account-id';
    else data[field] = value;
  }
  const secret = values.secret.trim();
  if (values.isRemovingSecret) data.secret = null;
  else if (secret !== '') {
    if (secret.length < 8 || /\s/.test(secret)) errors.secret = 'secret';
    else data.secret = secret;
  } else if (connector.isSecretSet && hasAddressMoved(connector, values)) errors.secret = 'secret-again';
  return Object.keys(errors).length > 0 ? { data: null, errors } : { data: data as UpdateData, errors };
}

import { CONNECTOR_FIELDS, type ConnectorId, type ConnectorSettings } from './catalogue.ts';
import { decryptSecret, encryptSecret, isBoundSecret } from '../kernel/index.ts';

/** The settings that name a host the secret (or a token obtained with it) is sent to. */
const URL_SETTING_KEYS = ['baseUrl', 'oauthUrl', 'authorizeUrl', 'tokenUrl'] as const satisfies readonly (keyof ConnectorSettings)[];
type UrlSettingKey = (typeof URL_SETTING_KEYS)[number];
export const isUrlSetting = (key: string): key is UrlSettingKey => (URL_SETTING_KEYS as readonly string[]).includes(key);

const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/** Every origin among a connector's URL settings (defaults included), sorted, each once. */
export function secretOrigins(connector: ConnectorId, settings: ConnectorSettings): string[] {
  const origins = new Set<string>();
  for (const key of CONNECTOR_FIELDS[connector]) {
    const value = isUrlSetting(key) ? settings[key] : undefined;
    if (value) origins.add(originOf(value));
  }
  return [...origins].sort();
}

/**
 * What a connector's secret is sealed with: the connector and the origins it was entered for. The secret then opens
 * only while the settings name exactly these origins, so no path (admin form, database edit, restored backup) can
 * send it to a host it was not entered for.
 */
const secretContext = (connector: ConnectorId, settings: ConnectorSettings): string =>
  `connector-secret:${connector}:${secretOrigins(connector, settings).join(' ')}`;

/** Whether two settings of one connector send its secret to the same origins. */
export const haveSameSecretOrigins = (connector: ConnectorId, a: ConnectorSettings, b: ConnectorSettings): boolean =>
  secretContext(connector, a) === secretContext(connector, b);

/** Seals a secret for the origins of these settings. */
export const sealConnectorSecret = (key: Buffer | string, connector: ConnectorId, settings: ConnectorSettings, secret: string): string =>
  encryptSecret(key, secret, secretContext(connector, settings));

type OpenedSecret =
  /** isLegacy: sealed before secrets were bound to origins; the caller re-seals it for the current origins. */
  | { secret: string; isLegacy: boolean; isUnreadable: false }
  /** isUnreadable: a value is stored but does not open (entered for other origins, or AUTH_SECRET changed). */
  | { secret: null; isLegacy: false; isUnreadable: boolean };

/** Opens a connector's stored secret for the origins of these settings. */
export function openConnectorSecret(
  key: Buffer | string,
  connector: ConnectorId,
  settings: ConnectorSettings,
  sealed: string | null | undefined,
): OpenedSecret {
  if (!sealed) return { secret: null, isLegacy: false, isUnreadable: false };
  try {
    const isLegacy = !isBoundSecret(sealed);
    return { secret: decryptSecret(key, sealed, secretContext(connector, settings)), isLegacy, isUnreadable: false };
  } catch {
    return { secret: null, isLegacy: false, isUnreadable: true };
  }
}

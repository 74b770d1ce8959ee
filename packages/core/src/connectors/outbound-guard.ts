import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ConnectorError } from './connector-error.ts';
import { bareHostname, isLocalhostName, nonPublicKindOf, type NonPublicKind } from './outbound-address.ts';

/** Every address a host name resolves to; injectable so tests can make a name resolve anywhere. */
export type HostLookup = (hostname: string) => Promise<string[]>;

/** Decides which hosts connectors may call: public addresses only, unless the operator allows private ones. */
export interface OutboundGuard {
  /** CONNECTOR_ALLOW_PRIVATE_HOSTS=on: a local fake or self-hosted API on loopback or a private network. */
  allowPrivateHosts: boolean;
  lookup: HostLookup;
}

const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export function createOutboundGuard(options: { allowPrivateHosts: boolean; lookup?: HostLookup | undefined }): OutboundGuard {
  return { allowPrivateHosts: options.allowPrivateHosts, lookup: options.lookup ?? systemLookup };
}

const KIND_LABEL: Record<NonPublicKind, string> = {
  loopback: 'a loopback address (this server)',
  'link-local': 'a link-local address (such as the cloud metadata service)',
  private: 'a private-network address',
  unspecified: 'an unspecified address (0.0.0.0)',
  reserved: 'a reserved address',
};

type OutboundRefusal = { reason: 'non-public'; message: string } | { reason: 'unresolvable'; message: string };

/**
 * Why a URL must not be called, or null when it may: its host is localhost, a non-public IP, or a name that resolves
 * to one (every resolved address is checked, so one private answer among public ones is enough to refuse).
 */
export async function findOutboundRefusal(guard: OutboundGuard, url: string): Promise<OutboundRefusal | null> {
  if (guard.allowPrivateHosts) return null;
  const host = bareHostname(new URL(url));
  if (isLocalhostName(host)) return { reason: 'non-public', message: `${host} is ${KIND_LABEL.loopback}` };
  if (isIP(host)) {
    const kind = nonPublicKindOf(host);
    return kind ? { reason: 'non-public', message: `${host} is ${KIND_LABEL[kind]}` } : null;
  }
  let addresses: string[];
  try {
    addresses = await guard.lookup(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) return { reason: 'unresolvable', message: `the host ${host} could not be resolved` };
  for (const address of addresses) {
    const kind = nonPublicKindOf(address);
    // The resolved address stays out of the message: it would map internal DNS for whoever reads it.
    if (kind) return { reason: 'non-public', message: `${host} resolves to ${KIND_LABEL[kind]}` };
  }
  return null;
}

/** What an operator does about a refusal; part of every refusal message so the admin knows who can change it. */
export const PRIVATE_HOSTS_ADVICE =
  'connectors only call public addresses; for a local fake or self-hosted API the operator sets CONNECTOR_ALLOW_PRIVATE_HOSTS=on';

/**
 * Checked before every request (not only when the URL was saved), because DNS can change after the save. A name
 * that cannot be resolved is an upstream failure (retried later); a non-public address needs the admin.
 */
export async function assertOutboundAllowed(guard: OutboundGuard, connector: string, url: string): Promise<void> {
  const refusal = await findOutboundRefusal(guard, url);
  if (!refusal) return;
  if (refusal.reason === 'unresolvable') throw new ConnectorError(connector, 'upstream', refusal.message);
  throw new ConnectorError(connector, 'not_configured', `${refusal.message}, so it is not called; ${PRIVATE_HOSTS_ADVICE}`);
}

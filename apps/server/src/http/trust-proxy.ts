import { isIP } from 'node:net';

/**
 * The most proxies TRUST_PROXY may count. Real chains are short (CDN, load balancer, nginx); a larger number is far
 * more likely an address typed without its dots, and trusting that many hops would hand the client address back to
 * whatever the client wrote at the left of X-Forwarded-For.
 */
export const MAX_TRUSTED_PROXY_HOPS = 5;

/**
 * Which X-Forwarded-For entries are believed. Each proxy appends the address it received the request from, so only
 * entries a trusted proxy wrote are true; everything to the left of them is whatever the client sent. Never "trust
 * all": that takes the left-most entry, which every client chooses freely.
 * - false: no proxy; the client address is the TCP peer.
 * - hops: that many proxies in front; the client is the hops-th X-Forwarded-For entry from the right (the TCP peer
 *   is the last proxy).
 * - proxies: the listed proxy addresses/CIDR ranges are skipped from the right; the first other address is the client.
 */
export type TrustProxy = false | { hops: number } | { proxies: readonly string[] };

const TRUST_PROXY_FORMS =
  `off, on (one proxy), a number of proxies from 1 to ${MAX_TRUSTED_PROXY_HOPS}, ` +
  'or a comma-separated list of proxy addresses and CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)';

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || address.includes('%')) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; throws with the accepted forms on anything else, so a typo never starts a server. */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'off' || text === '0') return false;
  if (text === 'on') return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_TRUSTED_PROXY_HOPS) throw new Error(`TRUST_PROXY must be ${TRUST_PROXY_FORMS}; "${value}" counts too many proxies`);
    return { hops };
  }
  const proxies = text.split(',').map((entry) => entry.trim());
  const invalid = proxies.find((entry) => !isAddressOrRange(entry));
  if (invalid !== undefined)
    throw new Error(`TRUST_PROXY must be ${TRUST_PROXY_FORMS}; "${invalid}" is not an IP address or CIDR range (got "${value}")`);
  return { proxies };
}

/**
 * Fastify's trustProxy option for a setting. A hop count goes in as a function: Fastify 5 treats a bare number as
 * "trust nothing" (it cannot check the peer), which would give every client the proxy's address and one shared limit.
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  return [...setting.proxies];
}

import { BlockList, isIP } from 'node:net';

/** Why an address is not on the public internet; a connector never calls such an address unless the operator allows it. */
export type NonPublicKind = 'loopback' | 'link-local' | 'private' | 'unspecified' | 'reserved';

const IPV4_RANGES: readonly [network: string, prefix: number, kind: NonPublicKind][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['127.0.0.0', 8, 'loopback'],
  // 169.254.169.254 is the cloud metadata service (instance credentials) on AWS, GCP and Azure.
  ['169.254.0.0', 16, 'link-local'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  // Carrier-grade NAT: a provider's internal network, often where other tenants' services live.
  ['100.64.0.0', 10, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'reserved'],
  ['224.0.0.0', 4, 'reserved'],
  ['240.0.0.0', 4, 'reserved'],
];

const IPV6_RANGES: readonly [network: string, prefix: number, kind: NonPublicKind][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['fe80::', 10, 'link-local'],
  ['fc00::', 7, 'private'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'reserved'],
];

const rangesByKind = (() => {
  const lists = new Map<NonPublicKind, BlockList>();
  const add = (network: string, prefix: number, kind: NonPublicKind, family: 'ipv4' | 'ipv6') => {
    const list = lists.get(kind) ?? new BlockList();
    list.addSubnet(network, prefix, family);
    lists.set(kind, list);
  };
  for (const [network, prefix, kind] of IPV4_RANGES) add(network, prefix, kind, 'ipv4');
  for (const [network, prefix, kind] of IPV6_RANGES) add(network, prefix, kind, 'ipv6');
  return [...lists.entries()];
})();

/** The eight 16-bit groups of an IPv6 address (with or without a trailing dotted IPv4 part). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const octets = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  const groups = tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) or NAT64 (64:ff9b::a.b.c.d)
 * IPv6 address: the connection reaches that IPv4 address, so it is judged as one.
 */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && (groups[5] === 0xffff || groups[5] === 0);
  const isNat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (!isMapped && !isNat64) return null;
  // ::, ::1 are IPv6's own unspecified and loopback addresses, not embedded IPv4.
  if (groups[5] === 0 && !isNat64 && groups[6] === 0) return null;
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Which non-public range an IP address is in, or null for a public address (or something that is not an IP). */
export function nonPublicKindOf(address: string): NonPublicKind | null {
  const family = isIP(address);
  if (family === 0) return null;
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner) return nonPublicKindOf(inner) ?? null;
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, list] of rangesByKind) if (list.check(address, type)) return kind;
  return null;
}

/** "localhost" and its subdomains always mean this machine (RFC 6761), whatever a resolver says. */
export const isLocalhostName = (hostname: string): boolean => hostname === 'localhost' || hostname.endsWith('.localhost');

/** A URL's host as a resolver wants it: lower case, without IPv6 brackets or a trailing root dot. */
export const bareHostname = (url: URL): string =>
  url.hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

import { describe, expect, it } from 'vitest';
import { nonPublicKindOf } from '../src/connectors/outbound-address.ts';
import { createOutboundGuard, findOutboundRefusal } from '../src/connectors/outbound-guard.ts';

describe('connector address classification', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['10.20.30.40', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(nonPublicKindOf(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', 'not-an-ip'])('%s is public', (address) => {
    expect(nonPublicKindOf(address)).toBeNull();
  });

  it('judges a name by every address it resolves to, and lets everything through when private hosts are allowed', async () => {
    const guard = createOutboundGuard({ allowPrivateHosts: false, lookup: async () => ['93.184.215.14', '192.168.1.1'] });
    expect(await findOutboundRefusal(guard, 'https://mixed.example/x')).toMatchObject({ reason: 'non-public' });
    expect(await findOutboundRefusal(guard, 'http://LOCALHOST./x')).toMatchObject({ reason: 'non-public' });
    const publicOnly = createOutboundGuard({ allowPrivateHosts: false, lookup: async () => ['93.184.215.14'] });
    expect(await findOutboundRefusal(publicOnly, 'https://api.example/x')).toBeNull();
    const allowed = createOutboundGuard({ allowPrivateHosts: true, lookup: async () => ['127.0.0.1'] });
    expect(await findOutboundRefusal(allowed, 'http://127.0.0.1:9/x')).toBeNull();
  });
});

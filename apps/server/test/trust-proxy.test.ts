import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { fastifyTrustProxy, MAX_TRUSTED_PROXY_HOPS, readTrustProxy, type TrustProxy } from '../src/http/trust-proxy.ts';

describe('TRUST_PROXY values', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['0', false],
    ['on', { hops: 1 }],
    [' on ', { hops: 1 }],
    ['1', { hops: 1 }],
    [String(MAX_TRUSTED_PROXY_HOPS), { hops: MAX_TRUSTED_PROXY_HOPS }],
    ['127.0.0.1', { proxies: ['127.0.0.1'] }],
    ['127.0.0.1, 10.0.0.0/8,::1,fd00::/8', { proxies: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'] }],
    ['0.0.0.0/0', { proxies: ['0.0.0.0/0'] }],
  ])('accepts %j', (value, expected) => {
    expect(readTrustProxy(value)).toEqual(expected);
  });

  it.each([
    ['true', 'is not an IP address'],
    ['yes', 'is not an IP address'],
    ['ON', 'is not an IP address'],
    ['-1', 'is not an IP address'],
    ['1.5', 'is not an IP address'],
    [String(MAX_TRUSTED_PROXY_HOPS + 1), 'counts too many proxies'],
    ['127', 'counts too many proxies'],
    ['10.0.0.0/33', '"10.0.0.0/33" is not an IP address'],
    ['::1/129', '"::1/129" is not an IP address'],
    ['10.0.0/8', '"10.0.0/8" is not an IP address'],
    ['10.0.0.0/8/8', '"10.0.0.0/8/8" is not an IP address'],
    ['10.0.0.0/', '"10.0.0.0/" is not an IP address'],
    ['proxy.internal', '"proxy.internal" is not an IP address'],
    ['127.0.0.1,', '"" is not an IP address'],
    ['127.0.0.1;10.0.0.1', 'is not an IP address'],
    ['fe80::1%eth0', '"fe80::1%eth0" is not an IP address'],
  ])('refuses %j with the accepted forms', (value, reason) => {
    expect(() => readTrustProxy(value)).toThrow(/^TRUST_PROXY must be off, on \(one proxy\), a number of proxies from 1 to \d+, or/);
    expect(() => readTrustProxy(value)).toThrow(reason);
  });

  it('stops readConfig, so a server never starts on a mistyped value', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true', WEB_DIST_DIR: '/nonexistent' })).toThrow('TRUST_PROXY must be');
    expect(readConfig({ TRUST_PROXY: 'on', WEB_DIST_DIR: '/nonexistent' }).trustProxy).toEqual({ hops: 1 });
    expect(readConfig({ WEB_DIST_DIR: '/nonexistent' }).trustProxy).toBe(false);
  });
});

describe('the client address Fastify resolves for each setting', () => {
  const servers: ReturnType<typeof Fastify>[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  const clientAddress = async (setting: TrustProxy, peer: string, forwardedFor?: string): Promise<string> => {
    const server = Fastify({ trustProxy: fastifyTrustProxy(setting) });
    servers.push(server);
    server.get('/ip', async (request) => request.ip);
    const response = await server.inject({
      url: '/ip',
      remoteAddress: peer,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    return response.body;
  };

  it('ignores X-Forwarded-For without a trusted proxy', async () => {
    expect(await clientAddress(false, '198.51.100.1', '203.0.113.9')).toBe('198.51.100.1');
  });

  it('takes the entry the proxies wrote, never the left-most one the client wrote', async () => {
    // One proxy appending its peer (nginx's $proxy_add_x_forwarded_for) to a forged header.
    expect(await clientAddress({ hops: 1 }, '10.0.0.2', '192.0.2.66, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress({ hops: 1 }, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress({ hops: 1 }, '10.0.0.2')).toBe('10.0.0.2');
    // A load balancer (10.0.0.1) in front of nginx (10.0.0.2).
    expect(await clientAddress({ hops: 2 }, '10.0.0.2', '192.0.2.66, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
  });

  it('with proxy addresses, skips only those from the right and ignores the header from anyone else', async () => {
    const proxies = { proxies: ['10.0.0.0/8'] };
    expect(await clientAddress(proxies, '10.0.0.2', '192.0.2.66, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    expect(await clientAddress(proxies, '198.51.100.1', '203.0.113.9')).toBe('198.51.100.1');
    expect(await clientAddress({ proxies: ['127.0.0.1'] }, '::ffff:127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });
});

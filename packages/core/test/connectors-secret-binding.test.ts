import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../src/connectors/catalogue.ts';
import { encryptSecret } from '../src/kernel/index.ts';
import { openConnectorSecret, sealConnectorSecret } from '../src/connectors/secret-binding.ts';

const KEY = 'binding-test-secret';

describe('a connector secret is bound to its origins', () => {
  const entered = resolveSettings('twitch', { baseUrl: 'https://helix.example/helix', oauthUrl: 'https://id.example/oauth2/token' });
  const sealed = sealConnectorSecret(KEY, 'twitch', entered, 'client-secret-123');

  it('opens for the same origins, whatever the paths or other settings', () => {
    const samePlaces = { ...entered, baseUrl: 'https://helix.example/v2/', clientId: 'other', dailyQuota: 5 };
    expect(openConnectorSecret(KEY, 'twitch', samePlaces, sealed)).toEqual({
      secret: 'client-secret-123',
      isLegacy: false,
      isUnreadable: false,
    });
  });

  it('does not open for another origin (host, port or scheme), nor as another connector', () => {
    for (const baseUrl of ['https://evil.example/helix', 'https://helix.example:8443/helix', 'http://helix.example/helix']) {
      expect(openConnectorSecret(KEY, 'twitch', { ...entered, baseUrl }, sealed)).toMatchObject({ secret: null, isUnreadable: true });
    }
    expect(openConnectorSecret(KEY, 'twitch', { ...entered, oauthUrl: 'https://evil.example/token' }, sealed).secret).toBeNull();
    expect(openConnectorSecret(KEY, 'tiktok', entered, sealed).secret).toBeNull();
  });

  it('opens a value sealed before the binding, marked for re-sealing', () => {
    expect(openConnectorSecret(KEY, 'twitch', entered, encryptSecret(KEY, 'old-secret'))).toEqual({
      secret: 'old-secret',
      isLegacy: true,
      isUnreadable: false,
    });
    expect(openConnectorSecret(KEY, 'twitch', entered, null)).toEqual({ secret: null, isLegacy: false, isUnreadable: false });
  });
});

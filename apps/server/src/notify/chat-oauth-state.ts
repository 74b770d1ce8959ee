/** The `state` both chat kits send through the provider's consent page and back (useSlackAuth, useMsTeamsAuth). */
export interface KitState {
  redirectUrl: string | null;
  /** The tenant (organisation id) the connection is for. */
  tenant: string;
  userToken: string;
}

const MAX_STATE_LENGTH = 8_192;

/**
 * The kit's state JSON, checked field by field; null when anything is off. Slack names the tenant object
 * `access_token_object`, Teams `ms_teams_tenant_object`.
 */
export function parseKitState(
  raw: unknown,
  expected: { publicKey: string; channelId: string; objectField: 'access_token_object' | 'ms_teams_tenant_object'; collection: string },
): KitState | null {
  if (typeof raw !== 'string' || raw.length > MAX_STATE_LENGTH) return null;
  let state: Record<string, unknown>;
  try {
    state = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!state || typeof state !== 'object') return null;
  const object = state[expected.objectField] as Record<string, unknown> | undefined;
  if (state.public_key !== expected.publicKey || state.channel_id !== expected.channelId) return null;
  if (!object || object.collection !== expected.collection || typeof object.object_id !== 'string') return null;
  if (typeof state.user_token !== 'string' || !state.user_token) return null;
  const redirectUrl = typeof state.redirect_url === 'string' && state.redirect_url ? state.redirect_url : null;
  return { redirectUrl, tenant: object.object_id, userToken: state.user_token };
}

/** The redirect target when it is on our own origin; anything else falls back to the workspace settings. */
export function sameOriginTarget(redirectUrl: string | null, publicUrl: string): URL {
  const fallback = new URL('/workspace/settings', `${publicUrl}/`);
  if (!redirectUrl) return fallback;
  try {
    const target = new URL(redirectUrl, `${publicUrl}/`);
    return target.origin === fallback.origin ? target : fallback;
  } catch {
    return fallback;
  }
}

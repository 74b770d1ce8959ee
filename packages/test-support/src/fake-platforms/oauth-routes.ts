import { createHash, randomBytes } from 'node:crypto';
import { FIXTURE_IDS, fixture } from './platform-payloads.ts';
import type { FakeRequest, FakeResponse, FakeState } from './platform-routes.ts';

interface PendingCode {
  codeChallenge: string | null;
  redirectUri: string;
  clientId: string;
}

/** Authorisation codes handed out by the fake consent screens, until they are exchanged (once). */
export type FakeOAuthCodes = Map<string, PendingCode>;

const json = (body: unknown, status = 200): FakeResponse => ({ status, body, headers: {} });
const tokenOf = (request: FakeRequest): string =>
  String(request.headers.authorization ?? '').replace(/^Bearer /i, '') || (request.query.get('access_token') ?? '');

/**
 * Both providers' consent screens "approve" at once and redirect back with a code; the token endpoints check the
 * PKCE verifier against the challenge (S256), the redirect URI and the client, as the real ones do.
 */
function authorize(request: FakeRequest, codes: FakeOAuthCodes): FakeResponse {
  const redirectUri = request.query.get('redirect_uri');
  const clientId = request.query.get('client_id');
  if (!redirectUri || !clientId || request.query.get('response_type') !== 'code') return json({ error: 'invalid_request' }, 400);
  const code = randomBytes(12).toString('base64url');
  codes.set(code, { codeChallenge: request.query.get('code_challenge'), redirectUri, clientId });
  const target = new URL(redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', request.query.get('state') ?? '');
  return { status: 302, body: '', headers: { location: target.toString() } };
}

function exchange(params: URLSearchParams, codes: FakeOAuthCodes, state: FakeState, prefix: string): FakeResponse {
  const pending = codes.get(params.get('code') ?? '');
  if (!pending) return json({ error: 'invalid_grant', error_description: 'Bad Request' }, 400);
  codes.delete(params.get('code') ?? '');
  const verifier = params.get('code_verifier') ?? '';
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  if (pending.codeChallenge !== challenge) return json({ error: 'invalid_grant', error_description: 'Invalid code verifier.' }, 400);
  if (pending.redirectUri !== params.get('redirect_uri') || pending.clientId !== params.get('client_id') || !params.get('client_secret')) {
    return json({ error: 'invalid_client' }, 401);
  }
  const accessToken = `${prefix}-user-${++state.tokenCounter}`;
  state.issuedTokens.add(accessToken);
  return json({
    access_token: accessToken,
    expires_in: 3599,
    refresh_token: `${prefix}-refresh-${state.tokenCounter}`,
    scope: 'granted',
    token_type: 'Bearer',
  });
}

/** Google: /google/authorize, /google/token, YouTube Analytics under /google/analytics/v2. */
export function googleRoute(request: FakeRequest, codes: FakeOAuthCodes, state: FakeState): FakeResponse {
  if (request.path === '/google/authorize') return authorize(request, codes);
  if (request.path === '/google/token') return exchange(new URLSearchParams(request.body), codes, state, 'google');
  if (!state.issuedTokens.has(tokenOf(request)))
    return json({ error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } }, 401);
  if (request.path === '/google/analytics/v2/reports') {
    const dimensions = request.query.get('dimensions');
    if (dimensions === 'ageGroup,gender') return json(fixture('oauth/youtube-analytics-age-gender.json'));
    if (dimensions === 'country') return json(fixture('oauth/youtube-analytics-country.json'));
    return json({ error: { code: 400, message: 'Unknown dimension' } }, 400);
  }
  return json({ error: { code: 404, message: 'Not Found' } }, 404);
}

/** Meta: /meta/dialog/oauth, /meta/oauth/access_token, Graph API under /meta/graph. */
export function metaRoute(request: FakeRequest, codes: FakeOAuthCodes, state: FakeState): FakeResponse {
  if (request.path === '/meta/dialog/oauth') return authorize(request, codes);
  if (request.path === '/meta/oauth/access_token')
    return exchange(request.method === 'POST' ? new URLSearchParams(request.body) : request.query, codes, state, 'meta');
  if (!state.issuedTokens.has(tokenOf(request))) {
    return json({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190, fbtrace_id: 'Afake' } }, 400);
  }
  if (request.path === '/meta/graph/me/accounts') return json(fixture('oauth/meta-pages.json'));
  if (request.path === `/meta/graph/${FIXTURE_IDS.creatorInstagramAccountId}`)
    return json({ id: FIXTURE_IDS.creatorInstagramAccountId, username: FIXTURE_IDS.instagramUsername });
  if (request.path === `/meta/graph/${FIXTURE_IDS.creatorInstagramAccountId}/insights`) {
    const breakdown = request.query.get('breakdown');
    if (breakdown === 'age' || breakdown === 'gender' || breakdown === 'country')
      return json(fixture(`oauth/instagram-demographics-${breakdown}.json`));
  }
  return json({ error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 } }, 400);
}

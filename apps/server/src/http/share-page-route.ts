import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHARE_PAGE_PREFIX, SHARE_PASSWORD_MAX_LENGTH } from '@creatorlens/contracts';
import { openShareLink } from '@creatorlens/core/shares';
import { consumeRateLimit, type RateLimitName, type RateLimitRules } from '@creatorlens/core/security';
import type { Database } from '@creatorlens/db';
import type { Locale } from '@creatorlens/i18n';
import { readCookie } from './cookies.ts';
import { pickLocale } from './seo-pages.ts';
import { renderShareGonePage, renderSharePasswordPage, renderShareRateLimitedPage, renderSharedListPage } from './share-page-html.ts';

/** The cookie a right password leaves (scoped to the link's own path), so switching the language does not ask again. */
const UNLOCK_COOKIE = 'creatorlens-share-unlock';
/** At most this long, and never past the link's expiry. */
const UNLOCK_COOKIE_SECONDS = 12 * 3600;
/** A password form is a few hundred bytes; anything larger is not one. */
const FORM_BODY_LIMIT = 2048;

/**
 * The page holds a client's shortlist: no search engine may list it, no referrer may carry its token to the sites its
 * links or images point at, no cache may keep it, and no script runs in it (it has none).
 */
const SHARE_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export interface SharePageRouteOptions {
  db: Database;
  publicUrl: string;
  /** The product's rate limits (config.rateLimits); undefined switches them off. */
  rateLimits: RateLimitRules | undefined;
}

/** Counts the hit against every named limit of this client address; the seconds to wait when one is over, else null. */
async function overLimit(options: SharePageRouteOptions, ip: string, names: RateLimitName[]): Promise<number | null> {
  if (!options.rateLimits) return null;
  let wait: number | null = null;
  for (const name of names) {
    const outcome = await consumeRateLimit({ db: options.db }, { key: `${name}:ip:${ip}`, rule: options.rateLimits[name] });
    if (!outcome.isAllowed) wait = Math.max(wait ?? 0, outcome.retryAfterSeconds);
  }
  return wait;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Language, Cookie')
    .header('content-security-policy', SHARE_PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);
}

function localeOf(request: FastifyRequest<{ Querystring: { lang?: unknown } }>): Locale {
  const lang = typeof request.query.lang === 'string' ? request.query.lang : null;
  return pickLocale(lang, request.headers['accept-language'], readCookie(request.headers.cookie, 'creatorlens-language'));
}

/**
 * GET /s/:token shows a shared list to anyone holding the link (no account); POST /s/:token takes the password of a
 * protected link (an HTML form, urlencoded). Unknown, expired and revoked tokens all get the same 410 page, so nobody
 * can tell which tokens ever existed. Every request counts against shareOpenIp, password attempts also against
 * sharePasswordIp (scrypt is deliberately slow, and guessing must be slower still).
 */
export async function registerSharePageRoute(app: FastifyInstance, options: SharePageRouteOptions): Promise<void> {
  const isHttps = new URL(options.publicUrl).protocol === 'https:';

  // Its own scope: the form body parser applies to this route only (tRPC stays JSON-only).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );

    const handle = async (
      request: FastifyRequest<{ Params: { token: string }; Querystring: { lang?: unknown } }>,
      reply: FastifyReply,
      password: string | null,
    ) => {
      const { token } = request.params;
      const path = `${SHARE_PAGE_PREFIX}${encodeURIComponent(token)}`;
      const locale = localeOf(request);
      const limits: RateLimitName[] = password === null ? ['shareOpenIp'] : ['shareOpenIp', 'sharePasswordIp'];
      const wait = await overLimit(options, request.ip, limits);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return sendPage(reply, 429, renderShareRateLimitedPage({ locale, path }));
      }
      const opening = await openShareLink(
        { db: options.db },
        { token, password, unlockProof: readCookie(request.headers.cookie, UNLOCK_COOKIE) },
      );
      if (opening.state === 'gone') return sendPage(reply, 410, renderShareGonePage({ locale, path }));
      if (opening.state === 'password-required') {
        return sendPage(reply, 401, renderSharePasswordPage({ locale, path, isWrongPassword: opening.isWrongPassword }));
      }
      if (opening.unlockProof && password !== null) {
        const seconds = Math.max(1, Math.min(UNLOCK_COOKIE_SECONDS, Math.floor((opening.list.expiresAt - Date.now()) / 1000)));
        reply.header(
          'set-cookie',
          `${UNLOCK_COOKIE}=${opening.unlockProof}; Path=${path}; Max-Age=${seconds}; HttpOnly; SameSite=Strict${isHttps ? '; Secure' : ''}`,
        );
        // Post/redirect/get: a reload shows the list instead of sending the password again.
        return reply
          .status(303)
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex, nofollow')
          .header('cache-control', 'no-store')
          .header('location', `${path}?lang=${locale}`)
          .send();
      }
      return sendPage(reply, 200, renderSharedListPage(opening.list, { locale, path }));
    };

    scope.get<{ Params: { token: string }; Querystring: { lang?: unknown } }>(`${SHARE_PAGE_PREFIX}:token`, (request, reply) =>
      handle(request, reply, null),
    );
    scope.post<{ Params: { token: string }; Querystring: { lang?: unknown }; Body: unknown }>(
      `${SHARE_PAGE_PREFIX}:token`,
      (request, reply) => {
        const body = request.body;
        const given = body instanceof URLSearchParams ? body.get('password') : null;
        // An empty or oversized field is not an attempt worth an scrypt hash: the form again, counted like a view.
        const password = given && given.length <= SHARE_PASSWORD_MAX_LENGTH ? given : '';
        return handle(request, reply, password);
      },
    );
  });
}

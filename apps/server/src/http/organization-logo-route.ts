import type { FastifyInstance } from 'fastify';
import { unsafeGetOrganizationLogo } from '@creatorlens/core/workspace';
import type { Database } from '@creatorlens/db';

const ONE_YEAR_SECONDS = 31_536_000;
const ETAG_PATTERN = /^[0-9a-f]{8,64}$/;

/**
 * GET /api/organization-logo/:organizationId/:etag serves an uploaded logo. The etag is the content hash, so a
 * URL never changes its bytes and may be cached forever; a new upload gets a new URL.
 */
export function registerOrganizationLogoRoute(app: FastifyInstance, deps: { db: Database }): void {
  app.get<{ Params: { organizationId: string; etag: string } }>('/api/organization-logo/:organizationId/:etag', async (request, reply) => {
    const { organizationId, etag } = request.params;
    if (!ETAG_PATTERN.test(etag) || organizationId.length > 100) return reply.status(404).send({ error: 'Not found' });
    const logo = await unsafeGetOrganizationLogo({ db: deps.db }, { organizationId, etag });
    if (!logo) return reply.status(404).send({ error: 'Not found' });
    return (
      reply
        .header('content-type', logo.contentType)
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('etag', `"${etag}"`)
        // Only raster types are stored, but a logo must never run anything even if opened on its own.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(logo.bytes)
    );
  });
}

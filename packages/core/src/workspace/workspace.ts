import { and, eq } from 'drizzle-orm';
// The languages are declared in contracts, beside the workspace form's schema that the API checks input with.
import type { WorkspaceLanguage } from '@creatorlens/contracts';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { defineAbilityFor, requireOrganization, requirePermission } from '../permissions/index.ts';
import { organizationLogoUrl, parseLogoUpload } from './logo-image.ts';
import type { Dependencies } from '../dependencies.ts';

interface WorkspaceView {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  /** The language of mails the organisation sends (invitations). */
  defaultLanguage: WorkspaceLanguage;
  canUpdate: boolean;
}

const toLanguage = (value: string | null | undefined): WorkspaceLanguage => (value === 'de' ? 'de' : 'en');

/** The actor's active organisation as the workspace pages show it; every member may read it. */
export async function getWorkspace({ db, actor }: Dependencies): Promise<WorkspaceView> {
  requirePermission(actor, 'read', 'member');
  const organizationId = requireOrganization(actor);
  const [row] = await db
    .select({ organization: schema.organization, language: schema.organizationSettings.defaultLanguage })
    .from(schema.organization)
    .leftJoin(schema.organizationSettings, eq(schema.organizationSettings.organizationId, schema.organization.id))
    .where(eq(schema.organization.id, organizationId));
  if (!row) throw new AppError('NOT_FOUND', 'Your organisation no longer exists.');
  return {
    id: row.organization.id,
    name: row.organization.name,
    slug: row.organization.slug,
    logo: row.organization.logo,
    defaultLanguage: toLanguage(row.language),
    canUpdate: defineAbilityFor(actor).can('update', 'organization'),
  };
}

/** Renames the organisation and sets its default language; organisation admins only (also with an expired licence). */
export async function updateWorkspace(
  { db, actor }: Dependencies,
  input: { name: string; defaultLanguage: WorkspaceLanguage },
): Promise<WorkspaceView> {
  requirePermission(actor, 'update', 'organization');
  const organizationId = requireOrganization(actor);
  await db.transaction(async (tx) => {
    await tx.update(schema.organization).set({ name: input.name.trim() }).where(eq(schema.organization.id, organizationId));
    await tx
      .insert(schema.organizationSettings)
      .values({ organizationId, defaultLanguage: input.defaultLanguage })
      .onConflictDoUpdate({ target: schema.organizationSettings.organizationId, set: { defaultLanguage: input.defaultLanguage } });
  });
  return getWorkspace({ db, actor });
}

/** Stores a new logo (checked by its bytes) and points organization.logo at the URL that serves it. */
export async function uploadLogo({ db, actor }: Dependencies, input: { base64: string }): Promise<WorkspaceView> {
  requirePermission(actor, 'update', 'organization');
  const organizationId = requireOrganization(actor);
  const logo = parseLogoUpload(input.base64);
  await db.transaction(async (tx) => {
    const values = { contentType: logo.contentType, bytes: logo.bytes, etag: logo.etag, updatedAt: new Date() };
    await tx
      .insert(schema.organizationLogo)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: schema.organizationLogo.organizationId, set: values });
    await tx
      .update(schema.organization)
      .set({ logo: organizationLogoUrl(organizationId, logo.etag) })
      .where(eq(schema.organization.id, organizationId));
  });
  return getWorkspace({ db, actor });
}

/** Removes the organisation's logo; the app falls back to initials. */
export async function removeLogo({ db, actor }: Dependencies): Promise<WorkspaceView> {
  requirePermission(actor, 'update', 'organization');
  const organizationId = requireOrganization(actor);
  await db.transaction(async (tx) => {
    await tx.delete(schema.organizationLogo).where(eq(schema.organizationLogo.organizationId, organizationId));
    await tx.update(schema.organization).set({ logo: null }).where(eq(schema.organization.id, organizationId));
  });
  return getWorkspace({ db, actor });
}

/**
 * The stored logo for the public logo route. Deliberately unscoped: a logo is shown on the invitation page to
 * signed-out visitors and in mails, and the URL needs both the organisation id and the content hash.
 */
export async function unsafeGetOrganizationLogo(
  { db }: { db: Database },
  input: { organizationId: string; etag: string },
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: schema.organizationLogo.contentType, bytes: schema.organizationLogo.bytes })
    .from(schema.organizationLogo)
    .where(and(eq(schema.organizationLogo.organizationId, input.organizationId), eq(schema.organizationLogo.etag, input.etag)));
  return row ?? null;
}

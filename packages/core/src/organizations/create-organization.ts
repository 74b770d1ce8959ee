import { randomUUID } from 'node:crypto';
import { schema, type Database } from '@creatorlens/db';
import type { OrgRole } from '../actor.ts';
import { assignLicenseFromTemplate } from '../licensing/index.ts';
import { slugify } from '@creatorlens/contracts';

interface CreateOrganizationInput {
  name: string;
  ownerUserId: string;
  licenseTemplateKey: string;
  licenseValidUntil?: Date;
  isGuestDemo?: boolean;
  /** The language of its mails and notifications; the settings' default (English) when not given. */
  defaultLanguage?: 'de' | 'en';
  now?: Date;
}

/** Creates an organisation with its owner, a licence from a template and the default account manager. */
export async function createOrganization({ db }: { db: Database }, input: CreateOrganizationInput): Promise<string> {
  const id = randomUUID();
  const slug = `${slugify(input.name) || 'organisation'}-${id.slice(0, 8)}`;
  await db.transaction(async (tx) => {
    await tx.insert(schema.organization).values({ id, name: input.name, slug });
    await addMember({ db: tx }, { organizationId: id, userId: input.ownerUserId, role: 'owner' });
    const [manager] = await tx.select({ id: schema.accountManager.id }).from(schema.accountManager).limit(1);
    await tx.insert(schema.organizationSettings).values({
      organizationId: id,
      accountManagerId: manager?.id ?? null,
      isGuestDemo: input.isGuestDemo ?? false,
      ...(input.defaultLanguage ? { defaultLanguage: input.defaultLanguage } : {}),
    });
    await assignLicenseFromTemplate(
      { db: tx },
      {
        organizationId: id,
        templateKey: input.licenseTemplateKey,
        ...(input.now ? { now: input.now } : {}),
        ...(input.licenseValidUntil ? { validUntil: input.licenseValidUntil } : {}),
      },
    );
  });
  return id;
}

/** Adds a user to an organisation; adding an existing member again keeps their current role. */
export async function addMember({ db }: { db: Database }, input: { organizationId: string; userId: string; role: OrgRole }): Promise<void> {
  await db
    .insert(schema.member)
    .values({ id: randomUUID(), organizationId: input.organizationId, userId: input.userId, role: input.role })
    .onConflictDoNothing();
}

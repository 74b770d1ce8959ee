import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { DEFAULT_ACCOUNT_MANAGER, DEFAULT_LICENSE_TEMPLATES } from './default-templates.ts';

const DAY_MS = 86_400_000;

/**
 * Installs the default plans on a new installation and the default account manager; safe to run on every start.
 * Once plans exist, only the sign-up (trial) plan is restored if missing: a plan an admin deleted stays deleted.
 */
export async function ensureLicenseTemplates({ db }: { db: Database }): Promise<void> {
  const [anyTemplate] = await db.select({ id: schema.licenseTemplate.id }).from(schema.licenseTemplate).limit(1);
  const templates = anyTemplate ? DEFAULT_LICENSE_TEMPLATES.filter((template) => template.isTrial) : DEFAULT_LICENSE_TEMPLATES;
  for (const template of templates) {
    await db.insert(schema.licenseTemplate).values(template).onConflictDoNothing({ target: schema.licenseTemplate.key });
  }
  const [existing] = await db.select({ id: schema.accountManager.id }).from(schema.accountManager).limit(1);
  if (!existing) await db.insert(schema.accountManager).values(DEFAULT_ACCOUNT_MANAGER);
}

/** Gives an organisation a licence copied from a template (replacing any licence it held). */
export async function assignLicenseFromTemplate(
  { db }: { db: Database },
  input: { organizationId: string; templateKey: string; now?: Date; validUntil?: Date },
): Promise<void> {
  const [template] = await db.select().from(schema.licenseTemplate).where(eq(schema.licenseTemplate.key, input.templateKey));
  if (!template) throw new AppError('NOT_FOUND', `Licence template ${input.templateKey} does not exist.`);
  const now = input.now ?? new Date();
  const validUntil = input.validUntil ?? new Date(now.getTime() + template.durationDays * DAY_MS);
  await db
    .insert(schema.organizationLicense)
    .values({
      organizationId: input.organizationId,
      templateId: template.id,
      name: template.name,
      validUntil,
      constraints: template.constraints,
    })
    .onConflictDoUpdate({
      target: schema.organizationLicense.organizationId,
      set: {
        templateId: template.id,
        name: template.name,
        validUntil,
        constraints: template.constraints,
        updatedAt: sql`now()`,
      },
    });
}

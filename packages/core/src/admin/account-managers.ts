import { asc, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { requirePlatformAdmin } from './require-platform-admin.ts';
import type { Dependencies } from '../dependencies.ts';

interface AccountManagerRow {
  id: string;
  name: string;
  email: string;
  image: string | null;
  organizationCount: number;
}

/** Every account manager, by name, with how many organisations they look after. */
export async function listAccountManagers({ db, actor }: Dependencies): Promise<AccountManagerRow[]> {
  requirePlatformAdmin(actor);
  // Written out with aliases: Drizzle leaves columns unqualified in a single-table select, so a correlated
  // subquery built from column objects would compare the inner table's columns with themselves.
  const organizationCount = sql<number>`(select count(*)::int from organization_settings s where s.account_manager_id = "account_manager"."id")`;
  const rows = await db
    .select({
      id: schema.accountManager.id,
      name: schema.accountManager.name,
      email: schema.accountManager.email,
      image: schema.accountManager.image,
      organizationCount,
    })
    .from(schema.accountManager)
    .orderBy(asc(sql`lower(${schema.accountManager.name})`), asc(schema.accountManager.id));
  return rows.map((row) => ({ ...row, organizationCount: Number(row.organizationCount) }));
}

/** Adds an account manager that organisations can then be given. */
export async function createAccountManager(
  { db, actor }: Dependencies,
  input: { name: string; email: string; image?: string | null | undefined },
): Promise<AccountManagerRow> {
  requirePlatformAdmin(actor);
  const [row] = await db
    .insert(schema.accountManager)
    .values({ name: input.name, email: input.email, image: input.image ?? null })
    .returning();
  if (!row) throw new Error('account_manager insert returned nothing');
  return { id: row.id, name: row.name, email: row.email, image: row.image, organizationCount: 0 };
}

import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import type { Dependencies } from '../dependencies.ts';

interface AccountManagerView {
  name: string;
  email: string;
  image: string | null;
}

/** The organisation's account manager; only organisation admins may see it (enforced here, not in the UI). */
export async function getAccountManager({ db, actor }: Dependencies): Promise<AccountManagerView | null> {
  const organizationId = requireOrganization(actor);
  requirePermission(actor, 'read', 'account_manager');
  const [row] = await db
    .select({ name: schema.accountManager.name, email: schema.accountManager.email, image: schema.accountManager.image })
    .from(schema.organizationSettings)
    .innerJoin(schema.accountManager, eq(schema.accountManager.id, schema.organizationSettings.accountManagerId))
    .where(eq(schema.organizationSettings.organizationId, organizationId));
  return row ?? null;
}

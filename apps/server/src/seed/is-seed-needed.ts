import { eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { DEMO_USERS } from './demo-accounts.ts';

/**
 * Two cheap look-ups, so a second start does not even load the seed code (the importer and its parsers).
 */
export async function isSeedNeeded(db: Database): Promise<boolean> {
  const [channel] = await db.select({ id: schema.channel.id }).from(schema.channel).limit(1);
  if (!channel) return true;
  const [demoUser] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, DEMO_USERS.orgAdmin.email));
  return !demoUser;
}

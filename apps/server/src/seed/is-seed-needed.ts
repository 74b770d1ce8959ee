import type { Database } from '@creatorlens/db';
import { schema } from '@creatorlens/db';
import { wereDemoAccountsCreated } from './demo-accounts.ts';

/**
 * Two cheap look-ups, so a second start does not even load the seed code (the importer and its parsers).
 * Demo accounts count as done once they were created, even if an operator deleted them since.
 */
export async function isSeedNeeded(db: Database, options: { shouldCreateDemoAccounts: boolean }): Promise<boolean> {
  const [channel] = await db.select({ id: schema.channel.id }).from(schema.channel).limit(1);
  if (!channel) return true;
  return options.shouldCreateDemoAccounts && !(await wereDemoAccountsCreated(db));
}

import type { Database } from '@creatorlens/db';
import { seedCreatorData, type SeedResult } from '@creatorlens/db/seed';
import { seedDemoAccounts } from './demo-accounts.ts';

export interface SeedReport {
  creatorData: SeedResult;
  demoAccountsCreated: number;
}

/** Seeds real creator data and the demo accounts; both steps skip themselves when already done. */
export async function runFirstStartSeed(
  { db }: { db: Database },
  onProgress?: (message: string) => void,
): Promise<SeedReport> {
  const creatorData = await seedCreatorData(db, {
    onProgress: (progress) => onProgress?.(`${progress.step}: ${progress.rows}/${progress.totalRows}`),
  });
  const demo = await seedDemoAccounts({ db });
  return { creatorData, demoAccountsCreated: demo.created };
}

import { asc, eq } from 'drizzle-orm';
import { schema, type Database, type Platform } from '@creatorlens/db';
import { PLAN_PLATFORMS } from '../licensing/index.ts';

interface PublicPlan {
  key: string;
  name: string;
  priceMonthlyCents: number;
  isTrial: boolean;
  durationDays: number;
  seats: number;
  monthlyCredits: number;
  readablePlatforms: Platform[];
  maxChannelsPerManualWatchlist: number;
}

/** The licence templates marked public, in their sort order: what /pricing shows to anyone. */
export async function listPublicPlans({ db }: { db: Database }): Promise<PublicPlan[]> {
  const rows = await db
    .select()
    .from(schema.licenseTemplate)
    .where(eq(schema.licenseTemplate.isPublic, true))
    .orderBy(asc(schema.licenseTemplate.sortOrder), asc(schema.licenseTemplate.name));
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    priceMonthlyCents: row.priceMonthlyCents,
    isTrial: row.isTrial,
    durationDays: row.durationDays,
    seats: row.constraints.seats,
    monthlyCredits: row.constraints.monthlyCredits,
    // Installations seeded before Snapchat left the plans still hold it in their Enterprise template; it is not sold.
    readablePlatforms: row.constraints.readablePlatforms.filter((platform) => (PLAN_PLATFORMS as readonly Platform[]).includes(platform)),
    maxChannelsPerManualWatchlist: row.constraints.maxChannelsPerManualWatchlist,
  }));
}

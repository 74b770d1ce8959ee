import { ensureLicenseTemplates } from '@creatorlens/core/licensing';
import type { Database } from '@creatorlens/db';
import { insertFixtureArtist } from '@creatorlens/db/testing';
import { seedDemoAccounts } from '../../apps/server/src/seed/demo-accounts.ts';

/** What every integration test database starts with: plans, demo accounts and two hand-made artists. */
export async function seedTestBase(db: Database): Promise<void> {
  await ensureLicenseTemplates({ db });
  await seedDemoAccounts({ db });
  await insertFixtureArtist(db, {
    slug: 'fixture-artist',
    name: 'Fixture Artist',
    channels: [
      { platform: 'instagram', handle: 'fixture.insta', followers: 120_000 },
      { platform: 'youtube', handle: 'FixtureTube', followers: 80_000 },
      { platform: 'twitch', handle: 'fixture_live', followers: 15_000 },
    ],
  });
  await insertFixtureArtist(db, {
    slug: 'snap-only',
    name: 'Snap Only',
    channels: [{ platform: 'snapchat', handle: 'snaponly', followers: 5_000 }],
  });
}

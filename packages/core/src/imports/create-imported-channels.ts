import { inArray } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { randomBytes } from 'node:crypto';

import { isReservedSlug, slugify } from '@creatorlens/contracts';
import { matchKnownChannels, platformIdFor } from './match-channels.ts';
import { referenceKey, type ProfileReference } from './profile-reference.ts';
import type { Transaction } from '../dependencies.ts';

const BATCH = 500;

/** Marks channels (and their artists) an import created, so the refresh fills their data later. */
const IMPORT_SOURCE = 'import';

const randomSuffix = () => randomBytes(3).toString('hex');

async function allocateSlugs(tx: Transaction, references: readonly ProfileReference[]): Promise<string[]> {
  const bases = references.map((reference) => slugify(reference.value) || 'creator');
  const candidates = bases.flatMap((base, index) => [base, `${base}-${references[index]!.platform}`]);
  const taken = new Set(
    (
      await tx
        .select({ slug: schema.artist.slug })
        .from(schema.artist)
        .where(inArray(schema.artist.slug, [...new Set(candidates)]))
    ).map((row) => row.slug),
  );
  return bases.map((base, index) => {
    // A creator named like one of the app's routes ("pricing", "brand") would get an artist page nobody can open.
    const choice =
      [base, `${base}-${references[index]!.platform}`].find((slug) => !taken.has(slug) && !isReservedSlug(slug)) ??
      `${base}-${randomSuffix()}`;
    taken.add(choice);
    return choice;
  });
}

/**
 * Creates a channel with its own artist for each reference nobody knows yet (name = handle, source 'import', no
 * counters: data as of stays empty until a refresh reads the platform). Runs inside the import's transaction.
 * The channel is visible only to the importing organisation until a connector confirms it (the refresh clears
 * visible_to_organization_id when it writes real figures). A channel another import created meanwhile is reused
 * (unique platform + platform id), and the artist made for it here is removed again. Returns reference key ->
 * channel id.
 */
export async function createImportedChannels(
  tx: Transaction,
  references: readonly ProfileReference[],
  organizationId: string,
): Promise<Map<string, string>> {
  const created = new Map<string, string>();
  for (let start = 0; start < references.length; start += BATCH) {
    const batch = references.slice(start, start + BATCH);
    const slugs = await allocateSlugs(tx, batch);
    const artists = await tx
      .insert(schema.artist)
      .values(batch.map((reference, index) => ({ slug: slugs[index]!, name: reference.value })))
      .onConflictDoNothing({ target: schema.artist.slug })
      .returning({ id: schema.artist.id, slug: schema.artist.slug });
    const artistBySlug = new Map(artists.map((row) => [row.slug, row.id]));
    for (const [index, reference] of batch.entries()) {
      if (artistBySlug.has(slugs[index]!)) continue;
      // Lost a race for the slug with a concurrent writer: one more try with a random suffix.
      const slug = `${slugs[index]}-${randomSuffix()}`;
      const [row] = await tx.insert(schema.artist).values({ slug, name: reference.value }).returning({ id: schema.artist.id });
      slugs[index] = slug;
      artistBySlug.set(slug, row!.id);
    }
    const channels = await tx
      .insert(schema.channel)
      .values(
        batch.map((reference, index) => ({
          artistId: artistBySlug.get(slugs[index]!)!,
          platform: reference.platform,
          platformId: platformIdFor(reference),
          name: reference.value,
          handle: reference.value,
          source: IMPORT_SOURCE,
          visibleToOrganizationId: organizationId,
        })),
      )
      .onConflictDoNothing({ target: [schema.channel.platform, schema.channel.platformId] })
      .returning({ id: schema.channel.id, artistId: schema.channel.artistId });
    const usedArtists = new Set(channels.map((row) => row.artistId));
    const channelByArtist = new Map(channels.map((row) => [row.artistId, row.id]));
    const orphans: string[] = [];
    const missing: ProfileReference[] = [];
    for (const [index, reference] of batch.entries()) {
      const artistId = artistBySlug.get(slugs[index]!)!;
      if (usedArtists.has(artistId)) created.set(referenceKey(reference), channelByArtist.get(artistId)!);
      else {
        orphans.push(artistId);
        missing.push(reference);
      }
    }
    if (orphans.length > 0) {
      await tx.delete(schema.artist).where(inArray(schema.artist.id, orphans));
      for (const [key, id] of await matchKnownChannels(tx, missing)) created.set(key, id);
    }
  }
  return created;
}

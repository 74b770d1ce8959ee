import { eq, like, or } from 'drizzle-orm';
import { isReservedSlug, slugify, type IdentityOverrideKind } from '@creatorlens/contracts';
import { schema, type Database } from '@creatorlens/db';
import type { Executor } from '../dependencies.ts';

interface ChannelRef {
  id: string;
  artistId: string;
  name: string;
  handle: string;
  country: string | null;
}

/** A free artist slug from the channel's name (then handle): `lena-kocht`, else `lena-kocht-2`, `-3`, … */
async function freeSlug(db: Executor, channel: ChannelRef): Promise<string> {
  const root = slugify(channel.name) || slugify(channel.handle) || 'creator';
  const taken = new Set(
    (
      await db
        .select({ slug: schema.artist.slug })
        .from(schema.artist)
        .where(or(eq(schema.artist.slug, root), like(schema.artist.slug, `${root}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(root) && !isReservedSlug(root)) return root;
  for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}

/**
 * Makes a global decision part of the shared grouping now: merge moves every channel of b's artist to a's artist;
 * split gives channel a an artist of its own when it still shares one with b. Returns whether anything moved.
 */
export async function applyGlobalDecision(
  db: Database | Executor,
  kind: IdentityOverrideKind,
  a: ChannelRef,
  b: ChannelRef,
): Promise<boolean> {
  if (kind === 'merge') {
    if (a.artistId === b.artistId) return false;
    await db.update(schema.channel).set({ artistId: a.artistId, updatedAt: new Date() }).where(eq(schema.channel.artistId, b.artistId));
    return true;
  }
  if (a.artistId !== b.artistId) return false;
  const [created] = await db
    .insert(schema.artist)
    .values({ slug: await freeSlug(db, a), name: a.name || a.handle, country: a.country })
    .returning({ id: schema.artist.id });
  await db.update(schema.channel).set({ artistId: created!.id, updatedAt: new Date() }).where(eq(schema.channel.id, a.id));
  return true;
}

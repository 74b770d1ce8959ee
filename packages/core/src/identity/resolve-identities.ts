import { eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import {
  latestDecisions,
  loadGlobalDecisions,
  scoreCandidatePairs,
  writeIdentityMatches,
  type IdentityChannel,
} from '@creatorlens/db/seed';
import { applyGlobalDecision } from './apply-global-decision.ts';
import { channelKeySql } from './overrides.ts';

interface ResolveIdentitiesResult {
  pairs: number;
  merged: number;
  split: number;
}

/**
 * Re-runs identity resolution over the stored channels (after a refresh or import): scores every candidate pair
 * again, stores the scores, applies the platform admins' global decisions (splits stay split, merges stay merged)
 * and then joins the artists of new auto-merge pairs. Groupings people did not decide against are never taken apart.
 */
export async function resolveIdentities({ db }: { db: Database }): Promise<ResolveIdentitiesResult> {
  const rows = await db
    .select({
      id: schema.channel.id,
      key: channelKeySql,
      platform: schema.channel.platform,
      platformId: schema.channel.platformId,
      artistId: schema.channel.artistId,
      name: schema.channel.name,
      handle: schema.channel.handle,
      bio: schema.channel.bio,
      country: schema.channel.country,
      language: schema.channel.language,
      followers: schema.channel.followers,
    })
    .from(schema.channel)
    // Unconfirmed imports of one organisation are nobody else's business, and never merged into shared artists.
    .where(sql`${schema.channel.visibleToOrganizationId} is null`);
  // Source cross-links are not columns: the earlier scores keep them as evidence.
  const linkedRows = await db
    .select({ a: schema.identityMatch.channelAId, b: schema.identityMatch.channelBId })
    .from(schema.identityMatch)
    .where(sql`${schema.identityMatch.evidence} @> '[{"kind":"source-link"}]'::jsonb`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const linked = new Map<string, string[]>();
  for (const l of linkedRows) {
    const a = byId.get(l.a);
    const b = byId.get(l.b);
    if (a && b) linked.set(a.key, [...(linked.get(a.key) ?? []), b.key]);
  }
  const identities: IdentityChannel[] = rows.map((r) => ({
    key: r.key,
    platform: r.platform as IdentityChannel['platform'],
    platformId: r.platformId,
    handles: r.platform === 'youtube' ? (r.handle ? [r.handle] : []) : [r.handle].filter(Boolean),
    names: [r.name],
    texts: r.bio ? [r.bio] : [],
    country: r.country,
    language: r.language,
    linked: linked.get(r.key) ?? [],
  }));
  const pairs = scoreCandidatePairs(identities).filter((p) => p.decision !== null);
  const idOf = new Map(rows.map((r) => [r.key, r.id]));
  await writeIdentityMatches(db, pairs, (key) => idOf.get(key));

  const byKey = new Map(rows.map((r) => [r.key, r]));
  const result: ResolveIdentitiesResult = { pairs: pairs.length, merged: 0, split: 0 };
  const decisions = latestDecisions(await loadGlobalDecisions(db));
  // Channels move while we go: read each channel's artist afresh before every step.
  const current = async (key: string) => {
    const row = byKey.get(key);
    if (!row) return null;
    const [fresh] = await db.select({ artistId: schema.channel.artistId }).from(schema.channel).where(eq(schema.channel.id, row.id));
    return fresh ? { ...row, artistId: fresh.artistId } : null;
  };
  for (const d of decisions) {
    const a = await current(d.a);
    const b = await current(d.b);
    if (!a || !b) continue;
    if (await applyGlobalDecision(db, d.kind, a, b)) result[d.kind === 'merge' ? 'merged' : 'split']++;
  }
  const apart = new Set(decisions.filter((d) => d.kind === 'split').flatMap((d) => [`${d.a}|${d.b}`, `${d.b}|${d.a}`]));
  for (const p of pairs) {
    if (p.decision !== 'auto-merge') continue;
    const a = await current(p.a.key);
    const b = await current(p.b.key);
    if (!a || !b || a.artistId === b.artistId) continue;
    const members = await db
      .select({ key: channelKeySql, platform: schema.channel.platform, artistId: schema.channel.artistId })
      .from(schema.channel)
      .where(inArray(schema.channel.artistId, [a.artistId, b.artistId]));
    const inA = members.filter((m) => m.artistId === a.artistId);
    const platformsA = new Set(inA.map((m) => m.platform));
    const others = members.filter((m) => m.artistId !== a.artistId);
    // Never two channels of one platform from a score, never against a split decision.
    if (others.some((m) => platformsA.has(m.platform))) continue;
    if (inA.some((x) => others.some((y) => apart.has(`${x.key}|${y.key}`)))) continue;
    const [bigger, smaller] = (a.followers ?? -1) >= (b.followers ?? -1) ? [a, b] : [b, a];
    await applyGlobalDecision(db, 'merge', bigger, smaller);
    result.merged++;
  }
  return result;
}

/** Reading stored decisions and writing scored pairs: the resolver's two touches of the database in the seed. */
import { asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import type { Transaction } from '../../executor.ts';
import { identityMatch, identityOverride } from '../../schema/identity.ts';
import type { IdentityDecisionInput } from './resolve.ts';
import type { ScoredPair } from './score-pair.ts';

/** A platform admin's decisions (organization_id null), oldest first: the resolver obeys them on every run. */
export async function loadGlobalDecisions(db: Database | Transaction): Promise<IdentityDecisionInput[]> {
  const rows = await db
    .select({ kind: identityOverride.kind, a: identityOverride.channelAKey, b: identityOverride.channelBKey })
    .from(identityOverride)
    .where(isNull(identityOverride.organizationId))
    .orderBy(asc(identityOverride.createdAt), asc(identityOverride.id));
  return rows;
}

const BATCH = 500;

/**
 * Stores the scored pairs (auto-merge and suggestion) by channel id, replacing an earlier score of the same pair.
 * `channelIdOf` maps a channel key (`platform:platformId`) to its id.
 */
export async function writeIdentityMatches(
  tx: Database | Transaction,
  pairs: readonly ScoredPair[],
  channelIdOf: (key: string) => string | undefined,
): Promise<number> {
  const rows = pairs.flatMap((p) => {
    const a = channelIdOf(p.a.key);
    const b = channelIdOf(p.b.key);
    if (!a || !b || !p.decision) return [];
    const [first, second] = a < b ? [a, b] : [b, a];
    return [{ channelAId: first, channelBId: second, confidence: p.confidence, evidence: p.evidence, decision: p.decision }];
  });
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(identityMatch)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [identityMatch.channelAId, identityMatch.channelBId],
        set: {
          confidence: sql`excluded.confidence`,
          evidence: sql`excluded.evidence`,
          decision: sql`excluded.decision`,
          updatedAt: sql`now()`,
        },
      });
  }
  return rows.length;
}

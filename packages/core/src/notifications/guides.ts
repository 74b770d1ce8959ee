import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { NOTIFY_CAPS } from '../security/index.ts';
import { assertBelowCap, MAX_GUIDE_STEP_REF_LENGTH, withUserCapLock } from './caps.ts';
import { isInAudience, loadAudienceProfile } from './audience.ts';

const guide = schema.notificationGuide;
const engagement = schema.notificationGuideEngagement;
type GuideRow = typeof guide.$inferSelect;
type EngagementRow = typeof engagement.$inferSelect;

const GUIDE_STEP_REF = 'step_1';
export const GUIDE_ENGAGEMENT_STATUSES = ['seen', 'interacted', 'archived'] as const;
export type GuideEngagementStatus = (typeof GUIDE_ENGAGEMENT_STATUSES)[number];

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** A guide as Knock's Guide object, with this user's engagement on its single step. */
function toGuideJson(row: GuideRow, engaged: EngagementRow | undefined) {
  return {
    __typename: 'Guide',
    id: row.id,
    key: row.key,
    type: row.type,
    channel_id: row.channelId,
    semver: '1.0.0',
    active: row.active,
    bypass_global_group_limit: false,
    dashboard_url: null,
    activation_url_rules: [],
    activation_url_patterns: row.activationUrlPatterns,
    steps: [
      {
        ref: GUIDE_STEP_REF,
        schema_key: row.type,
        schema_semver: '0.0.1',
        schema_variant_key: 'default',
        message: {
          id: engaged ? `${row.id}:${GUIDE_STEP_REF}` : null,
          seen_at: iso(engaged?.seenAt),
          read_at: iso(engaged?.readAt),
          interacted_at: iso(engaged?.interactedAt),
          archived_at: iso(engaged?.archivedAt),
          link_clicked_at: iso(engaged?.linkClickedAt),
        },
        content: row.content,
      },
    ],
    inserted_at: row.insertedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Whether one guide is shown to one user, and why not (Knock's ineligible reasons). */
export async function guideEligibility(db: Database, userId: string, row: GuideRow) {
  const profile = await loadAudienceProfile(db, userId);
  if (!row.active) return { eligible: false, reason: 'guide_not_active' } as const;
  if (!isInAudience(row.audience, profile)) return { eligible: false, reason: 'not_in_target_audience' } as const;
  return { eligible: true, reason: null } as const;
}

/** The guides response for one user on one guide channel (GET /v1/users/:id/guides/:channel). */
export async function listGuidesForUser(db: Database, userId: string, channelId: string) {
  const rows = await db.select().from(guide).where(eq(guide.channelId, channelId)).orderBy(asc(guide.idx), asc(guide.insertedAt));
  const profile = await loadAudienceProfile(db, userId);
  const engagements =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(engagement)
          .where(
            and(
              eq(engagement.userId, userId),
              inArray(
                engagement.guideId,
                rows.map((row) => row.id),
              ),
            ),
          );
  const byGuide = new Map(engagements.map((row) => [row.guideId, row]));
  const entries = [];
  const ineligible = [];
  for (const row of rows) {
    if (!row.active) {
      ineligible.push({ key: row.key, reason: 'guide_not_active', message: 'The guide is not active.' });
    } else if (!isInAudience(row.audience, profile)) {
      ineligible.push({ key: row.key, reason: 'not_in_target_audience', message: 'The user is not in the target audience.' });
    } else if (byGuide.get(row.id)?.archivedAt) {
      ineligible.push({ key: row.key, reason: 'marked_as_archived', message: 'The user dismissed the guide.' });
    } else {
      entries.push(toGuideJson(row, byGuide.get(row.id)));
    }
  }
  // No guide group is sent: the client then shows guides in inserted_at order, which follows the admin's order.
  return { entries, guide_groups: [], guide_group_display_logs: {}, ineligible_guides: ineligible };
}

/**
 * Records seen / interacted / archived of a guide step for a user (PUT /v1/users/:id/guides/messages/:status).
 * The step reference comes from the client, so a user keeps at most NOTIFY_CAPS.guideStepsPerUser engagement rows.
 */
export async function recordGuideEngagement(
  db: Database,
  userId: string,
  input: { guideId?: string | undefined; guideKey?: string | undefined; stepRef: string; status: GuideEngagementStatus },
): Promise<void> {
  const condition =
    input.guideId && /^[0-9a-f-]{36}$/i.test(input.guideId)
      ? eq(guide.id, input.guideId)
      : input.guideKey
        ? eq(guide.key, input.guideKey)
        : null;
  if (!condition) throw new AppError('VALIDATION', 'guide_id or guide_key is required.');
  if (input.stepRef.length > MAX_GUIDE_STEP_REF_LENGTH)
    throw new AppError('VALIDATION', `guide_step_ref is too long (at most ${MAX_GUIDE_STEP_REF_LENGTH} characters).`);
  const [row] = await db.select().from(guide).where(condition);
  if (!row) throw new AppError('NOT_FOUND', 'No guide with this id exists.');
  const now = new Date();
  const changes =
    input.status === 'seen' ? { seenAt: now } : input.status === 'interacted' ? { interactedAt: now, readAt: now } : { archivedAt: now };
  await withUserCapLock(db, userId, async (tx) => {
    const [counts] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        hasThisStep: sql<boolean>`bool_or(${engagement.guideId} = ${row.id} and ${engagement.stepRef} = ${input.stepRef})`,
      })
      .from(engagement)
      .where(eq(engagement.userId, userId));
    if (!counts?.hasThisStep) assertBelowCap(counts?.total ?? 0, NOTIFY_CAPS.guideStepsPerUser, 'guide step engagements');
    await tx
      .insert(engagement)
      .values({ userId, guideId: row.id, stepRef: input.stepRef, ...changes, updatedAt: now })
      .onConflictDoUpdate({ target: [engagement.userId, engagement.guideId, engagement.stepRef], set: { ...changes, updatedAt: now } });
  });
}

/** Clears a user's engagement with a guide (the toolbar's reset). */
export async function resetGuideEngagement(db: Database, userId: string, guideKey: string): Promise<void> {
  const [row] = await db.select({ id: guide.id }).from(guide).where(eq(guide.key, guideKey));
  if (!row) return;
  await db.delete(engagement).where(and(eq(engagement.userId, userId), eq(engagement.guideId, row.id)));
}

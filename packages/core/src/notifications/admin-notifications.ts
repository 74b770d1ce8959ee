import { asc, desc, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { GuideType, NotificationAudience } from '@creatorlens/db/schema';
import type { Actor } from '../actor.ts';
import { requirePlatformAdmin } from '../admin/index.ts';
import { AppError } from '../errors.ts';
import type { MailDispatch } from '../mail/index.ts';
import { resolveAudienceUserIds } from './audience.ts';
import { GUIDE_CHANNEL_ID } from './constants.ts';
import { buildGuideContent, type GuideContentInput } from './guide-content.ts';
import { safeUrl } from './sanitize-html.ts';
import { emitNotifyEvent, triggerWorkflow } from './trigger-workflow.ts';

interface Deps {
  db: Database;
  actor: Actor;
  mail?: MailDispatch | null | undefined;
}

async function requireAudienceTarget(db: Database, audience: NotificationAudience): Promise<void> {
  if (audience.kind !== 'organization') return;
  const [row] = await db
    .select({ id: schema.organization.id })
    .from(schema.organization)
    .where(eq(schema.organization.id, audience.organizationId));
  if (!row) throw new AppError('NOT_FOUND', 'No organisation with this id exists.');
}

interface AnnouncementInput {
  title: string;
  bodyHtml: string;
  actionUrl?: string | null | undefined;
  buttonLabel?: string | null | undefined;
  audience: NotificationAudience;
}

/** Sends a product announcement (workflow "product-announcement") to an audience; platform admins only. */
export async function createAnnouncement(deps: Deps, input: AnnouncementInput) {
  requirePlatformAdmin(deps.actor);
  await requireAudienceTarget(deps.db, input.audience);
  const actionUrl = input.actionUrl ? safeUrl(input.actionUrl) : null;
  if (input.actionUrl && !actionUrl) throw new AppError('VALIDATION', 'actionUrl must be an http(s) URL or a path starting with "/".');
  const recipients = await resolveAudienceUserIds(deps.db, input.audience);
  const result = await triggerWorkflow(deps, {
    workflowKey: 'product-announcement',
    recipientIds: recipients,
    actorId: deps.actor.userId,
    data: { title: input.title, bodyHtml: input.bodyHtml, actionUrl, buttonLabel: input.buttonLabel ?? null },
  });
  const [row] = await deps.db
    .insert(schema.notificationAnnouncement)
    .values({
      title: input.title,
      body: input.bodyHtml,
      actionUrl,
      audience: input.audience,
      organizationId: input.audience.kind === 'organization' ? input.audience.organizationId : null,
      recipientCount: result.messageIds.length,
      createdBy: deps.actor.userId,
    })
    .returning();
  return { id: row!.id, recipientCount: result.messageIds.length, createdAt: row!.createdAt.getTime() };
}

export async function listAnnouncements(deps: Deps) {
  requirePlatformAdmin(deps.actor);
  const rows = await deps.db
    .select()
    .from(schema.notificationAnnouncement)
    .orderBy(desc(schema.notificationAnnouncement.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    audience: row.audience,
    recipientCount: row.recipientCount,
    createdAt: row.createdAt.getTime(),
  }));
}

interface GuideInput {
  key: string;
  type: GuideType;
  active: boolean;
  content: GuideContentInput;
  audience: NotificationAudience;
  activationPaths: { directive: 'allow' | 'block'; pathname: string }[];
}

const toAdminGuide = (row: typeof schema.notificationGuide.$inferSelect) => ({
  id: row.id,
  key: row.key,
  type: row.type,
  active: row.active,
  content: row.content,
  audience: row.audience,
  activationPaths: row.activationUrlPatterns,
  updatedAt: row.updatedAt.getTime(),
});

export async function listGuides(deps: Deps) {
  requirePlatformAdmin(deps.actor);
  const rows = await deps.db
    .select()
    .from(schema.notificationGuide)
    .orderBy(asc(schema.notificationGuide.idx), asc(schema.notificationGuide.insertedAt));
  return rows.map(toAdminGuide);
}

/** Creates or replaces a guide (by id when given); connected clients hear about it through the guide socket. */
export async function saveGuide(deps: Deps, input: GuideInput & { id?: string | undefined }) {
  requirePlatformAdmin(deps.actor);
  await requireAudienceTarget(deps.db, input.audience);
  const values = {
    key: input.key,
    type: input.type,
    channelId: GUIDE_CHANNEL_ID,
    active: input.active,
    content: buildGuideContent(input.type, input.content),
    audience: input.audience,
    activationUrlPatterns: input.activationPaths,
    updatedAt: new Date(),
  };
  return deps.db.transaction(async (tx) => {
    const clash = await tx
      .select({ id: schema.notificationGuide.id })
      .from(schema.notificationGuide)
      .where(eq(schema.notificationGuide.key, input.key));
    if (clash[0] && clash[0].id !== input.id) throw new AppError('CONFLICT', `A guide with the key "${input.key}" already exists.`);
    const [row] = input.id
      ? await tx.update(schema.notificationGuide).set(values).where(eq(schema.notificationGuide.id, input.id)).returning()
      : await tx
          .insert(schema.notificationGuide)
          .values({ ...values, createdBy: deps.actor.userId })
          .returning();
    if (!row) throw new AppError('NOT_FOUND', 'No guide with this id exists.');
    await emitNotifyEvent(tx, { type: 'guides', channelId: GUIDE_CHANNEL_ID, guideKey: row.key });
    return toAdminGuide(row);
  });
}

export async function deleteGuide(deps: Deps, input: { id: string }) {
  requirePlatformAdmin(deps.actor);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(schema.notificationGuide).where(eq(schema.notificationGuide.id, input.id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'No guide with this id exists.');
    await emitNotifyEvent(tx, { type: 'guides', channelId: GUIDE_CHANNEL_ID, guideKey: row.key });
    return { id: row.id };
  });
}

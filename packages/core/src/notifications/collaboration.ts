import { eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import type { MailDispatch } from '../mail/index.ts';
import { triggerWorkflow, type TriggerWorkflowResult } from './trigger-workflow.ts';
import type { NotificationLanguage } from './workflows.ts';

interface Deps {
  db: Database;
  actor: Actor;
  mail?: MailDispatch | null | undefined;
}

async function organizationLanguage(db: Database, organizationId: string | null): Promise<NotificationLanguage> {
  if (!organizationId) return 'en';
  const [row] = await db
    .select({ language: schema.organizationSettings.defaultLanguage })
    .from(schema.organizationSettings)
    .where(eq(schema.organizationSettings.organizationId, organizationId));
  return row?.language === 'de' ? 'de' : 'en';
}

/** The comment fields a mention notification needs (what comment.createComment / comment.updateComment return). */
interface MentionedComment {
  id: string;
  subjectType: string;
  subjectId: string;
  subject: { name: string | null; artistSlug: string | null };
  segments: ({ type: 'text'; text: string } | { type: 'mention'; userId: string; name: string })[];
}

/** The fragment that addresses one comment on its artist page (the web app gives the comment this element id). */
const commentAnchor = (commentId: string): string => `comment-${commentId}`;

/** Notifies members newly mentioned in a comment (collaboration workflow "comment-mentioned"). */
export async function notifyCommentMention(
  deps: Deps,
  input: { comment: MentionedComment; mentionedUserIds: string[] },
): Promise<TriggerWorkflowResult | null> {
  if (input.mentionedUserIds.length === 0) return null;
  const { comment } = input;
  const text = comment.segments.map((segment) => (segment.type === 'text' ? segment.text : `@${segment.name}`)).join('');
  // An artist's own thread is on the artist page: "Open comment" lands on that very comment (the page scrolls to and
  // highlights the element with this fragment as its id). Channel and campaign comments have no thread there.
  const url =
    comment.subjectType === 'campaign'
      ? `/campaign/${comment.subjectId}`
      : comment.subject.artistSlug
        ? `/${comment.subject.artistSlug}${comment.subjectType === 'artist' ? `#${commentAnchor(comment.id)}` : ''}`
        : null;
  return triggerWorkflow(deps, {
    workflowKey: 'comment-mentioned',
    recipientIds: input.mentionedUserIds,
    actorId: deps.actor.userId,
    organizationId: deps.actor.organizationId,
    language: await organizationLanguage(deps.db, deps.actor.organizationId),
    tenant: deps.actor.organizationId,
    campaignId: comment.subjectType === 'campaign' ? comment.subjectId : null,
    data: {
      commentId: comment.id,
      subjectName: comment.subject.name ?? '',
      commentText: text,
      ...(comment.subject.artistSlug ? { artistSlug: comment.subject.artistSlug } : {}),
      ...(url ? { url } : {}),
    },
  });
}

/** Notifies a member assigned to a campaign card by someone else ("campaign-card-assigned"). */
export async function notifyCardAssigned(deps: Deps, input: { cardId: string; assigneeId: string }): Promise<TriggerWorkflowResult | null> {
  if (input.assigneeId === deps.actor.userId) return null;
  const [card] = await deps.db
    .select({
      campaignId: schema.campaign.id,
      campaignName: schema.campaign.name,
      organizationId: schema.campaignChannel.organizationId,
      channelName: schema.channel.name,
      artistSlug: schema.artist.slug,
    })
    .from(schema.campaignChannel)
    .innerJoin(schema.campaign, eq(schema.campaign.id, schema.campaignChannel.campaignId))
    .innerJoin(schema.channel, eq(schema.channel.id, schema.campaignChannel.channelId))
    .leftJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId))
    .where(eq(schema.campaignChannel.id, input.cardId));
  if (!card || card.organizationId !== deps.actor.organizationId) return null;
  return triggerWorkflow(deps, {
    workflowKey: 'campaign-card-assigned',
    recipientIds: [input.assigneeId],
    actorId: deps.actor.userId,
    organizationId: card.organizationId,
    tenant: card.organizationId,
    campaignId: card.campaignId,
    language: await organizationLanguage(deps.db, card.organizationId),
    data: {
      cardId: input.cardId,
      campaignName: card.campaignName,
      channelName: card.channelName,
      url: `/campaign/${card.campaignId}`,
      ...(card.artistSlug ? { artistSlug: card.artistSlug } : {}),
    },
  });
}

/** Tells the inviter that their invitation was accepted ("invitation-accepted"). */
export async function notifyInvitationAccepted(deps: Deps, input: { invitationId: string }): Promise<TriggerWorkflowResult | null> {
  const [invitation] = await deps.db
    .select({
      inviterId: schema.invitation.inviterId,
      organizationId: schema.invitation.organizationId,
      organizationName: schema.organization.name,
    })
    .from(schema.invitation)
    .innerJoin(schema.organization, eq(schema.organization.id, schema.invitation.organizationId))
    .where(eq(schema.invitation.id, input.invitationId));
  if (!invitation) return null;
  return triggerWorkflow(deps, {
    workflowKey: 'invitation-accepted',
    recipientIds: [invitation.inviterId],
    actorId: deps.actor.userId,
    organizationId: invitation.organizationId,
    tenant: invitation.organizationId,
    language: await organizationLanguage(deps.db, invitation.organizationId),
    data: { organizationName: invitation.organizationName },
  });
}

import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { member, organization } from '../schema/auth.ts';
import { artist, channel } from '../schema/creators.ts';
import { comment, commentMention, crmField, crmValue } from '../schema/workspace.ts';
import type { Executor } from '../executor.ts';

const HOUR_MS = 3_600_000;

/**
 * A few CRM fields, values and comments (one with a mention) for a demo organisation, so /workspace/crm and
 * /workspace/comments are not empty on a fresh start. Values and comments need creator data; without any
 * artist (e.g. the test database) only the fields are created. Runs once, with the demo accounts.
 */
export async function seedDemoCollaboration(
  db: Executor,
  input: { organizationName: string; adminId: string; memberId: string; memberName: string },
  now = new Date(),
): Promise<void> {
  const [found] = await db
    .select({ id: organization.id })
    .from(organization)
    .innerJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, input.adminId)))
    .where(eq(organization.name, input.organizationName));
  if (!found) return;
  const organizationId = found.id;

  const fields = await db
    .insert(crmField)
    .values([
      { organizationId, name: 'Manager e-mail', type: 'email', idx: 0 },
      { organizationId, name: 'Rate per post (EUR)', type: 'number', idx: 1 },
      { organizationId, name: 'Status', type: 'select', options: ['Prospect', 'Contacted', 'Negotiating', 'Signed'], idx: 2 },
    ])
    .returning({ id: crmField.id, name: crmField.name });
  const fieldId = (name: string) => fields.find((field) => field.name === name)!.id;

  // The two biggest artists by channel reach: the ones a visitor is most likely to open first.
  const top = await db
    .select({ artistId: artist.id, channelId: channel.id })
    .from(channel)
    .innerJoin(artist, eq(artist.id, channel.artistId))
    .where(isNotNull(channel.followers))
    .orderBy(desc(channel.followers), desc(channel.id))
    .limit(10);
  const artists = [...new Map(top.map((row) => [row.artistId, row])).values()].slice(0, 2);
  const [first, second] = artists;
  if (!first) return;

  const value = (field: string, subjectType: 'artist' | 'channel', subjectId: string, text: string) => ({
    fieldId: fieldId(field),
    subjectType,
    subjectId,
    organizationId,
    value: text,
    updatedById: input.adminId,
  });
  await db
    .insert(crmValue)
    .values([
      value('Status', 'artist', first.artistId, 'Negotiating'),
      value('Manager e-mail', 'artist', first.artistId, 'management@example.com'),
      value('Rate per post (EUR)', 'channel', first.channelId, '12500'),
      ...(second ? [value('Status', 'artist', second.artistId, 'Contacted')] : []),
    ]);

  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const [mentioning] = await db
    .insert(comment)
    .values({
      organizationId,
      authorId: input.adminId,
      subjectType: 'artist',
      subjectId: first.artistId,
      body: `Asked their management about the summer campaign. @[${input.memberName}](${input.memberId}) could you prepare the reach figures?`,
      createdAt: at(50),
      updatedAt: at(50),
    })
    .returning({ id: comment.id });
  await db.insert(commentMention).values({ commentId: mentioning!.id, userId: input.memberId });
  await db.insert(comment).values([
    {
      organizationId,
      authorId: input.memberId,
      subjectType: 'artist',
      subjectId: first.artistId,
      body: 'Figures are in the CRM fields; engagement on the main channel is well above the peer median.',
      createdAt: at(26),
      updatedAt: at(26),
    },
    {
      organizationId,
      authorId: input.adminId,
      subjectType: second ? 'artist' : 'channel',
      subjectId: second?.artistId ?? first.channelId,
      body: 'Shortlisted for the autumn launch; waiting for the rate card.',
      createdAt: at(3),
      updatedAt: at(3),
    },
  ]);
}

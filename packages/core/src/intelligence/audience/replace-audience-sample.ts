import { eq, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../../errors.ts';
import { requirePermission } from '../../permissions/index.ts';
import { parseRowsText, profileOf } from '../accounts/account-rows.ts';
import { classifyAudiences } from './classify-audiences.ts';
import type { Dependencies } from '../../dependencies.ts';

/** Fewer followers than this say little about an audience; more than this is more than the classifier needs. */
const MIN_AUDIENCE_SAMPLE = 20;
const MAX_AUDIENCE_SAMPLE = 10_000;
const INSERT_BATCH = 1_000;

interface ReplaceAudienceSampleResult {
  accounts: number;
  /** Rows without a username, or repeating one. */
  skipped: number;
}

/**
 * Replaces a channel's follower sample with the accounts of a file (CSV or JSON array with the columns of
 * `npm run analyze -- accounts`) and classifies it: audience quality for channels whose followers no API lists, from
 * a sample exported elsewhere. Samples are creator data shared by every organisation, so only platform admins curate
 * them (like coupons). The old sample is replaced in one transaction; the shares follow in channel_audience.
 */
export async function replaceAudienceSample(
  { db, actor }: Dependencies,
  input: { channelId: string; text: string },
): Promise<ReplaceAudienceSampleResult> {
  requirePermission(actor, 'read', 'admin_area');
  const [channel] = await db.select({ id: schema.channel.id }).from(schema.channel).where(eq(schema.channel.id, input.channelId));
  if (!channel) throw new AppError('NOT_FOUND', `No channel has the id "${input.channelId}".`);
  let rows;
  try {
    rows = parseRowsText(input.text);
  } catch (error) {
    throw new AppError(
      'VALIDATION',
      `file: not a CSV with a header row or a JSON array (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const seen = new Set<string>();
  const accounts = rows.flatMap((row) => {
    const profile = profileOf(row);
    const username = profile.username?.trim().replace(/^@/, '');
    if (!username || seen.has(username.toLowerCase())) return [];
    seen.add(username.toLowerCase());
    return [{ ...profile, username }];
  });
  if (accounts.length < MIN_AUDIENCE_SAMPLE) {
    throw new AppError(
      'VALIDATION',
      `file: ${accounts.length} accounts with a username; a sample needs at least ${MIN_AUDIENCE_SAMPLE} (column username).`,
    );
  }
  if (accounts.length > MAX_AUDIENCE_SAMPLE) throw new AppError('VALIDATION', `file: at most ${MAX_AUDIENCE_SAMPLE} accounts per sample.`);

  await db.transaction(async (tx) => {
    await tx.delete(schema.audienceSampleAccount).where(eq(schema.audienceSampleAccount.channelId, channel.id));
    for (let start = 0; start < accounts.length; start += INSERT_BATCH) {
      await tx.insert(schema.audienceSampleAccount).values(
        accounts.slice(start, start + INSERT_BATCH).map((account) => ({
          channelId: channel.id,
          username: account.username,
          fullName: account.fullName ?? null,
          bio: account.bio ?? null,
          followers: account.followers ?? null,
          following: account.following ?? null,
          posts: account.posts ?? null,
          hasProfilePic: account.hasProfilePic ?? null,
          isPrivate: account.isPrivate ?? null,
          externalUrl: account.externalUrl ?? null,
        })),
      );
    }
    // A sample that no longer exists must not leave its old shares behind if classifying below fails.
    await tx.execute(sql`delete from channel_audience where channel_id = ${channel.id}::uuid and source = 'sample'`);
  });
  await classifyAudiences({ db }, { channelIds: [channel.id] });
  return { accounts: accounts.length, skipped: rows.length - accounts.length };
}

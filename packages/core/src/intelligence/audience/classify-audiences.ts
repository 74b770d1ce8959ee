/**
 * Audience quality from follower samples: classifies every sampled follower of a channel (real, suspicious,
 * mass follower, influencer, or not judged for lack of data) and stores the shares and the credibility (share of real +
 * influencer followers) as the channel's 'sample' audience. One transaction per channel, so a reader never sees half a
 * channel.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { executeCount, selectRows } from '@creatorlens/db/sql-result';
import { AppError } from '../../errors.ts';
import { ACCOUNT_TYPES, classifyAccount, type AccountType } from '../accounts/classify-account.ts';

export interface ClassifyAudiencesResult {
  channels: number;
  accounts: number;
}

interface SampleRow {
  username: string;
  full_name: string | null;
  bio: string | null;
  followers: number | null;
  following: number | null;
  posts: number | null;
  has_profile_pic: boolean | null;
  is_private: boolean | null;
  external_url: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The shares of a classified sample (fractions rounded to 4 places): each type as a share of the accounts that were
 * judged, `notEnoughData` as a share of the whole sample, and the credibility (real + influencer among the judged).
 * Accounts without the counts the model needs are left out of the shares rather than guessed.
 */
export function audienceShares(types: readonly AccountType[]): { typeShares: Record<string, number>; credibility: number | null } {
  const counts = Object.fromEntries([...ACCOUNT_TYPES, 'not_enough_data'].map((t) => [t, 0])) as Record<AccountType, number>;
  for (const type of types) counts[type] += 1;
  const judged = types.length - counts.not_enough_data;
  const share = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 10_000) / 10_000);
  return {
    // Keys as channel_audience documents them: { real, suspicious, massFollower, influencer, notEnoughData }.
    typeShares: {
      real: share(counts.real, judged),
      suspicious: share(counts.suspicious, judged),
      massFollower: share(counts.mass_follower, judged),
      influencer: share(counts.influencer, judged),
      notEnoughData: share(counts.not_enough_data, types.length),
    },
    credibility: judged === 0 ? null : share(counts.real + counts.influencer, judged),
  };
}

async function classifyChannel(db: Database, channelId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const sample = await selectRows<SampleRow>(
      tx,
      sql`select username, full_name, bio, followers, following, posts, has_profile_pic, is_private, external_url
          from audience_sample_account where channel_id = ${channelId}::uuid`,
    );
    const classified = sample.map((row) => ({
      username: row.username,
      ...classifyAccount({
        username: row.username,
        fullName: row.full_name,
        bio: row.bio,
        followers: row.followers,
        following: row.following,
        posts: row.posts,
        hasProfilePic: row.has_profile_pic,
        isPrivate: row.is_private,
        externalUrl: row.external_url,
      }),
    }));
    if (classified.length > 0) {
      // An account that was not judged keeps no probability: the model's prior is not a statement about it.
      const updates = JSON.stringify(
        classified.map((c) => ({
          username: c.username,
          type: c.type,
          probability: c.type === 'not_enough_data' ? null : c.fakeProbability,
        })),
      );
      await executeCount(
        tx,
        sql`update audience_sample_account a set account_type = u.type, fake_probability = u.probability
            from json_to_recordset(${updates}::json) as u(username text, type text, probability double precision)
            where a.channel_id = ${channelId}::uuid and a.username = u.username`,
      );
    }
    const { typeShares, credibility } = audienceShares(classified.map((c) => c.type));
    await executeCount(
      tx,
      sql`insert into channel_audience (channel_id, source, type_shares, credibility, sample_size, updated_at)
          values (${channelId}::uuid, 'sample', ${JSON.stringify(typeShares)}::jsonb, ${credibility}, ${classified.length}, now())
          on conflict (channel_id, source) do update set type_shares = excluded.type_shares, credibility = excluded.credibility,
            sample_size = excluded.sample_size, updated_at = excluded.updated_at`,
    );
    return classified.length;
  });
}

/**
 * Classifies the follower samples of the given channels (default: every channel that has one) and writes
 * channel_audience (source 'sample'). System job: callers check permissions before.
 */
export async function classifyAudiences({ db }: { db: Database }, input: { channelIds?: string[] } = {}): Promise<ClassifyAudiencesResult> {
  const invalid = input.channelIds?.find((id) => !UUID.test(id));
  if (invalid) throw new AppError('VALIDATION', `"${invalid}" is not a channel id.`);
  if (input.channelIds && input.channelIds.length === 0) return { channels: 0, accounts: 0 };
  const filter = input.channelIds
    ? sql`where channel_id in (select value::uuid from json_array_elements_text(${JSON.stringify(input.channelIds)}::json))`
    : sql``;
  const channels = await selectRows<{ channel_id: string }>(
    db,
    sql`select distinct channel_id from audience_sample_account ${filter} order by channel_id`,
  );
  let accounts = 0;
  for (const { channel_id: channelId } of channels) accounts += await classifyChannel(db, channelId);
  return { channels: channels.length, accounts };
}

import { sql } from 'drizzle-orm';
import { executeCount, selectRows, sqlLiteral as literal } from '@creatorlens/db/sql-result';
import type { Executor } from '@creatorlens/db/executor';
import { CHART_PLATFORMS, SMALL_CHANNEL_MIN_FOLLOWERS } from '@creatorlens/contracts';
import { classifyChannelType } from '../intelligence/index.ts';

const BATCH = 2_000;

/**
 * Gives every chart candidate that has no channel type yet one from its profile (name, handle, bio, categories), so
 * the creator charts never rank an unclassified channel: after a first seed the charts run before the intelligence
 * job, and a car maker must not lead the creator list until then. The intelligence job later refines the type with
 * the channel's post texts. Only channels big enough to be ranked are looked at. Returns how many were classified.
 */
export async function classifyUnrankedChannelTypes(db: Executor): Promise<number> {
  let classified = 0;
  let afterId: string | null = null;
  for (;;) {
    const rows: { id: string; name: string | null; handle: string | null; bio: string | null; categories: string[] | null }[] =
      await selectRows(
        db,
        sql`select id, name, handle, bio, categories from channel
            where channel_type is null and visible_to_organization_id is null
              and followers >= ${literal(SMALL_CHANNEL_MIN_FOLLOWERS)}
              and platform in (${sql.join(CHART_PLATFORMS.map(literal), sql`, `)})
              ${afterId ? sql`and id > ${afterId}::uuid` : sql``}
            order by id limit ${BATCH}`,
      );
    if (rows.length === 0) return classified;
    afterId = rows[rows.length - 1]!.id;
    const types = rows.map((r) => ({
      id: r.id,
      channel_type: classifyChannelType({ name: r.name ?? '', handle: r.handle ?? '', bio: r.bio, categories: r.categories ?? [] }).type,
    }));
    classified += await executeCount(
      db,
      sql`update channel c set channel_type = v.channel_type
          from jsonb_to_recordset(${JSON.stringify(types)}::jsonb) as v(id uuid, channel_type text)
          where c.id = v.id and c.channel_type is null`,
    );
  }
}

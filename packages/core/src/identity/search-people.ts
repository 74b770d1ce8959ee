import { sql, type SQL } from 'drizzle-orm';
import type { Platform } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { channelReadScope, channelVisibleToAlias, platformIn } from '../channels/index.ts';
import type { Dependencies } from '../dependencies.ts';
import { organizationPersonMap } from './overrides.ts';

interface SearchPeopleInput {
  /** Platforms to look at; empty: every platform the licence reads. */
  platforms: Platform[];
  /** any: at least one channel matches; all: every channel on those platforms matches (and each platform has one). */
  match: 'any' | 'all';
  language?: string;
  country?: string;
  categoryIds?: string[];
  minFollowers?: number;
  maxFollowers?: number;
  /** Only figures observed on or after this day (YYYY-MM-DD). */
  dataNewerThan?: string;
  page: number;
  pageSize: number;
}

interface PersonChannel {
  id: string;
  platform: Platform;
  handle: string;
  name: string;
  followers: number | null;
  language: string | null;
  country: string | null;
  categoryIds: string[];
  dataAsOf: number | null;
  matches: boolean;
}

interface Person {
  /** An artist id, or `channel:<id>` for a channel the organisation split off. */
  personKey: string;
  artistSlug: string;
  name: string;
  channels: PersonChannel[];
}

interface PeoplePage {
  people: Person[];
  /** Matching people, counted up to PEOPLE_COUNT_CAP. */
  total: number;
  isTotalCapped: boolean;
  page: number;
  pageSize: number;
}

const PEOPLE_COUNT_CAP = 1000;

/** The condition one channel must meet (alias `c`). */
function channelCondition(input: SearchPeopleInput): SQL {
  const parts: SQL[] = [sql`true`];
  if (input.language) parts.push(sql`c.language = ${input.language}`);
  if (input.country) parts.push(sql`c.country = ${input.country}`);
  if (input.categoryIds && input.categoryIds.length > 0) {
    parts.push(
      sql`c.category_ids && array[${sql.join(
        input.categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  // Unknown followers never match a follower range: unknown is not zero.
  if (input.minFollowers !== undefined) parts.push(sql`c.followers >= ${input.minFollowers}`);
  if (input.maxFollowers !== undefined) parts.push(sql`c.followers <= ${input.maxFollowers}`);
  if (input.dataNewerThan) parts.push(sql`c.data_as_of >= ${input.dataNewerThan}::date`);
  return sql.join(parts, sql` and `);
}

/**
 * Cross-platform people discovery: creators (people, as the organisation groups them) whose channels match on any or
 * all of the chosen platforms, biggest matching channel first; channel visibility and licence platforms apply.
 */
export async function searchPeople({ db, actor }: Dependencies, input: SearchPeopleInput): Promise<PeoplePage> {
  const scope = channelReadScope(actor);
  const platforms = input.platforms.length > 0 ? input.platforms.filter((p) => scope.platforms.includes(p)) : scope.platforms;
  const persons = await organizationPersonMap(db, scope.organizationId);
  const personMap = JSON.stringify([...persons.entries()].map(([channel_id, person_key]) => ({ channel_id, person_key })));
  const channels = sql`
    with pm as (select * from jsonb_to_recordset(${personMap}::jsonb) as x(channel_id uuid, person_key text)),
    ch as (
      select c.id, c.platform, c.followers, coalesce(pm.person_key, c.artist_id::text) as person_key, coalesce((${channelCondition(input)}), false) as matches
      from channel c left join pm on pm.channel_id = c.id
      where ${channelVisibleToAlias('c', scope.organizationId)} and ${platformIn(sql.raw('c.platform'), platforms)}
    ),
    people as (
      select person_key, max(followers) filter (where matches) as top
      from ch group by person_key
      having count(*) filter (where matches) > 0
      ${input.match === 'all' ? sql`and bool_and(matches) and count(distinct platform) filter (where matches) >= ${input.platforms.length > 0 ? platforms.length : 1}` : sql``}
    )`;
  const offset = (input.page - 1) * input.pageSize;
  const [counted] = await selectRows<{ n: number }>(
    db,
    sql`${channels} select count(*)::int as n from (select 1 from people limit ${PEOPLE_COUNT_CAP + 1}) t`,
  );
  const total = Math.min(counted?.n ?? 0, PEOPLE_COUNT_CAP);
  const keys = await selectRows<{ person_key: string }>(
    db,
    sql`${channels} select person_key from people order by top desc nulls last, person_key limit ${input.pageSize} offset ${offset}`,
  );
  if (keys.length === 0)
    return { people: [], total, isTotalCapped: (counted?.n ?? 0) > PEOPLE_COUNT_CAP, page: input.page, pageSize: input.pageSize };

  const rows = await selectRows<{
    person_key: string;
    id: string;
    platform: Platform;
    handle: string;
    name: string;
    followers: number | null;
    language: string | null;
    country: string | null;
    category_ids: string[];
    data_as_of: string | null;
    matches: boolean;
    artist_id: string;
    artist_slug: string;
    artist_name: string;
  }>(
    db,
    sql`
      with pm as (select * from jsonb_to_recordset(${personMap}::jsonb) as x(channel_id uuid, person_key text))
      select coalesce(pm.person_key, c.artist_id::text) as person_key, c.id, c.platform, c.handle, c.name, c.followers, c.language,
        c.country, c.category_ids, c.data_as_of, coalesce((${channelCondition(input)}), false) as matches, c.artist_id, a.slug as artist_slug, a.name as artist_name
      from channel c join artist a on a.id = c.artist_id left join pm on pm.channel_id = c.id
      where coalesce(pm.person_key, c.artist_id::text) in (${sql.join(
        keys.map((k) => sql`${k.person_key}`),
        sql`, `,
      )})
        and ${channelVisibleToAlias('c', scope.organizationId)} and ${platformIn(sql.raw('c.platform'), scope.platforms)}
      order by c.followers desc nulls last, c.id`,
  );
  const people = keys.map(({ person_key }) => {
    const members = rows.filter((r) => r.person_key === person_key);
    // The person's page is its artist's; a channel split off alone keeps its own name.
    const home = members.find((r) => r.artist_id === person_key) ?? members[0]!;
    return {
      personKey: person_key,
      artistSlug: home.artist_slug,
      name: person_key.startsWith('channel:') ? home.name : home.artist_name,
      channels: members.map((r) => ({
        id: r.id,
        platform: r.platform,
        handle: r.handle,
        name: r.name,
        followers: r.followers === null ? null : Number(r.followers),
        language: r.language,
        country: r.country,
        categoryIds: r.category_ids ?? [],
        dataAsOf: r.data_as_of ? new Date(r.data_as_of).getTime() : null,
        matches: r.matches,
      })),
    };
  });
  return { people, total, isTotalCapped: (counted?.n ?? 0) > PEOPLE_COUNT_CAP, page: input.page, pageSize: input.pageSize };
}

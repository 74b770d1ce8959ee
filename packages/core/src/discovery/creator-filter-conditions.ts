/**
 * A creator filter as SQL WHERE conditions on the channel row: platform, country, category, text, judgements, data date
 * and the figure ranges. Every one is a plain column comparison, so both page plans of searchCreators (filter first,
 * index walk) and its counts apply them alike.
 */
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normaliseCategoryLabel, resolveCategoryId } from '@creatorlens/contracts';
import { schema, type Platform } from '@creatorlens/db';
import {
  RANGE_FIGURES,
  activeRangeFigures,
  dataNewerThanCutoff,
  escapeLikePattern,
  type CreatorFilters,
  type RangeFigure,
} from './creator-filters.ts';

const channel = schema.channel;

export const RANGE_COLUMNS: Record<RangeFigure, AnyPgColumn> = {
  followers: channel.followers,
  engagement: channel.engagementRate,
  growth: channel.followers30dGrowth,
  views: channel.averageViews,
  likes: channel.averageLikes,
  posts: channel.postsPerWeek,
};

/** The bound conditions of one figure's range (min, max), or null when the filter sets neither. */
export function rangeCondition(figure: RangeFigure, filters: CreatorFilters): SQL | null {
  const [minKey, maxKey] = RANGE_FIGURES[figure];
  const column = RANGE_COLUMNS[figure];
  const min = filters[minKey] as number | undefined;
  const max = maxKey === null ? undefined : (filters[maxKey] as number | undefined);
  const bounds = [min === undefined ? null : gte(column, min), max === undefined ? null : lte(column, max)].filter(
    (bound): bound is SQL => bound !== null,
  );
  return bounds.length === 0 ? null : (and(...bounds) ?? null);
}

/** The conditions that are not ranges on a figure (platform, country, category, text, judgements, data date). */
export function baseConditions(platform: Platform, filters: CreatorFilters, now: Date): SQL[] {
  const conditions: SQL[] = [eq(channel.platform, platform)];
  if (filters.country) {
    const country = filters.country.toUpperCase();
    // The market a source listed the channel for is a choice: by default a country means where the creator lives.
    conditions.push(
      filters.alsoListedForMarket
        ? (or(eq(channel.country, country), eq(channel.marketCountry, country)) as SQL)
        : eq(channel.country, country),
    );
  }
  if (filters.language) conditions.push(eq(channel.language, filters.language.toLowerCase()));
  if (filters.category) conditions.push(categoryCondition(filters.category));
  if (filters.dataNewerThan) {
    const cutoff = dataNewerThanCutoff(filters.dataNewerThan, now);
    if (cutoff) conditions.push(gte(channel.dataAsOf, cutoff));
  }
  // search_text is lower-cased name, handle and bio; ILIKE with a literal pattern is served by its trigram GIN index.
  if (filters.text) conditions.push(sql`${channel.searchText} ILIKE ${`%${escapeLikePattern(filters.text)}%`}`);
  // Plain IN lists on the channel row, so both page plans (filter first, index walk) apply them like any other filter.
  if (filters.botRisk?.length) conditions.push(inArray(channel.botRisk, filters.botRisk));
  if (filters.channelType?.length) conditions.push(inArray(channel.channelType, filters.channelType));
  return conditions;
}

/**
 * A category as a taxonomy id (served by the GIN index on category_ids); text that names no single category (an old
 * saved search's `howto`) still matches the source labels kept as read, case-insensitively.
 */
function categoryCondition(text: string): SQL {
  const id = resolveCategoryId(text);
  if (id) return sql`${channel.categoryIds} @> ARRAY[${id}]::text[]`;
  const tags = normaliseCategoryLabel(text);
  return tags.length === 0
    ? sql`false`
    : sql`${channel.categories} @> ARRAY[${sql.join(
        tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`;
}

/**
 * The WHERE conditions of a creator filter; every one is a plain column comparison the planner can combine with
 * indexes. A range leaves out channels whose figure is unknown unless includeUnknown asks for `value is null or ...`.
 */
export function creatorFilterConditions(platform: Platform, filters: CreatorFilters, now = new Date()): SQL[] {
  const conditions = baseConditions(platform, filters, now);
  for (const figure of activeRangeFigures(filters)) {
    const range = rangeCondition(figure, filters)!;
    conditions.push(filters.includeUnknown ? (or(isNull(RANGE_COLUMNS[figure]), range) as SQL) : range);
  }
  return conditions;
}

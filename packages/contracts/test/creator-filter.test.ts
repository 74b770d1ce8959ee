import { describe, expect, it } from 'vitest';
import {
  CREATOR_FILTER_BOUNDS,
  CREATOR_FILTER_KEYS,
  CREATOR_RANGE_PAIRS,
  RANGE_FIGURES,
  creatorFilterSchema,
  findInvertedRange,
  readStoredCreatorFilter,
} from '../src/creator-filter.ts';

describe('the creator filter schema', () => {
  it('normalises codes, categories and multi-selects and fills in the order', () => {
    const filter = creatorFilterSchema.parse({
      country: ' de ',
      language: 'DE',
      category: 'Fitness',
      botRisk: ['low', 'low'],
      text: '  yoga ',
    });
    expect(filter).toEqual({
      country: 'DE',
      language: 'de',
      category: 'fitness',
      botRisk: ['low'],
      text: 'yoga',
      sort: 'followers',
      direction: 'desc',
    });
  });

  it('refuses values outside the bounds, unknown fields and inverted ranges, naming the field', () => {
    const tooMany = creatorFilterSchema.safeParse({ followersMin: CREATOR_FILTER_BOUNDS.followers.max + 1 });
    expect(tooMany.success).toBe(false);
    expect(creatorFilterSchema.safeParse({ followersMin: 10.5 }).success).toBe(false);
    expect(creatorFilterSchema.safeParse({ growth30dMin: -0.5 }).success).toBe(true);
    expect(creatorFilterSchema.safeParse({ growth30dMin: -1.5 }).success).toBe(false);
    expect(creatorFilterSchema.safeParse({ colour: 'red' }).success).toBe(false);
    const inverted = creatorFilterSchema.safeParse({ postsPerWeekMin: 5, postsPerWeekMax: 1 });
    expect(inverted.success).toBe(false);
    expect(inverted.error?.issues[0]?.path).toEqual(['postsPerWeekMin']);
    expect(findInvertedRange({ growth30dMin: 0.2, growth30dMax: 0.1 })).toEqual(['growth30dMin', 'growth30dMax']);
  });

  it('reads a stored filter leniently: an invalid or unknown field is dropped, the rest kept', () => {
    expect(readStoredCreatorFilter({ followersMin: -5, country: 'Germany', language: 'de', legacy: true, category: 'howto' })).toEqual({
      language: 'de',
      category: 'howto',
    });
    expect(readStoredCreatorFilter(null)).toEqual({});
  });

  it('names only fields of the schema in its range tables', () => {
    for (const pair of CREATOR_RANGE_PAIRS) for (const key of pair) expect(CREATOR_FILTER_KEYS).toContain(key);
    for (const pair of Object.values(RANGE_FIGURES)) for (const key of pair) if (key) expect(CREATOR_FILTER_KEYS).toContain(key);
  });
});

import { describe, expect, it } from 'vitest';
import { CREATOR_FILTER_BOUNDS, CREATOR_FILTER_KEYS } from '@creatorlens/contracts';
import { FILTER_CONTROLS, inputBoundsOf, toFilterValue } from '../src/features/discovery/filter-controls.ts';
import { discoverySearchSchema } from '../src/features/discovery/discovery-search.ts';

describe('the web app offers every filter the API accepts', () => {
  it('declares a control for every field of the creator filter schema, and none for a field it lacks', () => {
    expect(Object.keys(FILTER_CONTROLS).sort()).toEqual([...CREATOR_FILTER_KEYS].sort());
  });

  it('carries every field of the schema in the URL state', () => {
    const urlKeys = Object.keys(discoverySearchSchema.shape).filter((key) => key !== 'page' && key !== 'cursor');
    expect(urlKeys.sort()).toEqual([...CREATOR_FILTER_KEYS].sort());
  });

  it('takes the bounds of its inputs from the schema: rates as percentages, growth below zero', () => {
    expect(inputBoundsOf('growth30dMax')).toEqual({
      min: CREATOR_FILTER_BOUNDS.growth30d.min * 100,
      max: CREATOR_FILTER_BOUNDS.growth30d.max * 100,
    });
    expect(inputBoundsOf('postsPerWeekMax')).toEqual({ min: 0, max: CREATOR_FILTER_BOUNDS.postsPerWeek.max });
    expect(toFilterValue('growth30dMax', -250)).toBe(-1);
    expect(toFilterValue('growth30dMax', 12.5)).toBe(0.125);
    expect(toFilterValue('postsPerWeekMax', 2.5)).toBe(2.5);
    expect(toFilterValue('followersMin', 1000.4)).toBe(1000);
  });

  it('drops a URL value outside the schema instead of breaking the page', () => {
    expect(discoverySearchSchema.parse({ growth30dMax: -3, postsPerWeekMax: 5000, followersMin: 1e12, country: 'de' })).toEqual({
      country: 'DE',
    });
    expect(discoverySearchSchema.parse({ growth30dMax: 0.2, postsPerWeekMax: 3 })).toEqual({ growth30dMax: 0.2, postsPerWeekMax: 3 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  DISCOVERY_PAGE_SIZE,
  discoverySearchSchema,
  filtersToSearch,
  pickFilters,
  rangeFiguresOf,
  toSearchCreatorsInput,
} from '../src/features/discovery/discovery-search.ts';

describe('discovery search params', () => {
  it('keeps valid filters and drops invalid ones instead of failing the page', () => {
    const search = discoverySearchSchema.parse({
      followersMin: 1000,
      engagementMin: -1,
      country: 'Germany',
      sort: 'engagementRate',
      direction: 'sideways',
      page: 2,
      text: 'fitness',
    });
    expect(search).toEqual({ followersMin: 1000, sort: 'engagementRate', page: 2, text: 'fitness' });
  });

  it('stores a saved search without paging and replays it into the same URL state', () => {
    const search = discoverySearchSchema.parse({ followersMin: 10_000, growth30dMin: 0.05, language: 'de', page: 3 });
    const filters = pickFilters(search);
    expect(filters).toEqual({ followersMin: 10_000, growth30dMin: 0.05, language: 'de' });
    expect(filtersToSearch({ ...filters, ownerId: 'ignored' })).toEqual(filters);
  });

  it('builds the API input with paging and without inverted ranges', () => {
    const input = toSearchCreatorsInput('tiktok', { followersMin: 5000, followersMax: 100, page: 4 });
    expect(input).toEqual({ platform: 'tiktok', followersMin: 5000, page: 4, pageSize: DISCOVERY_PAGE_SIZE });
  });

  it('carries the issue-38 filters through the URL: growth and posts maxima, data date, market and unknowns', () => {
    const search = discoverySearchSchema.parse({
      growth30dMin: 0.1,
      growth30dMax: 0.05,
      postsPerWeekMax: 3,
      dataNewerThan: '6m',
      country: 'DE',
      alsoListedForMarket: true,
      includeUnknown: true,
      botRisk: ['insufficient-data'],
    });
    expect(search).toMatchObject({ dataNewerThan: '6m', alsoListedForMarket: true, includeUnknown: true, botRisk: ['insufficient-data'] });
    expect(discoverySearchSchema.parse({ dataNewerThan: 'yesterday' })).toEqual({});
    expect(discoverySearchSchema.parse({ dataNewerThan: '2024-01-31' })).toEqual({ dataNewerThan: '2024-01-31' });
    // The inverted growth range loses its maximum, as followers and engagement do.
    expect(toSearchCreatorsInput('youtube', search)).not.toHaveProperty('growth30dMax');
    expect(rangeFiguresOf(search)).toEqual(['growth', 'posts']);
  });

  it('drops "also listed for this market" without a country', () => {
    expect(toSearchCreatorsInput('instagram', { alsoListedForMarket: true })).not.toHaveProperty('alsoListedForMarket');
  });
});

import { describe, expect, it } from 'vitest';
import { campaignDisplayStatus, isCampaignRunBackwards } from '../src/campaign-status.ts';

// A run from the 1st to the 10th of June, both days inclusive (ten days).
const start = '2026-06-01';
const end = '2026-06-10';

describe('campaignDisplayStatus', () => {
  it('is draft whenever the draft flag is set, whatever the days', () => {
    expect(campaignDisplayStatus({ isDraft: true, startTime: start, endTime: end }, '2026-06-02')).toEqual({
      status: 'draft',
      progress: null,
    });
    expect(campaignDisplayStatus({ isDraft: true, startTime: null, endTime: null }, start)).toEqual({ status: 'draft', progress: null });
  });

  it('is ready before the first day and without a start day', () => {
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, '2026-05-31').status).toBe('ready');
    expect(campaignDisplayStatus({ isDraft: false, startTime: null, endTime: end }, '2026-06-11').status).toBe('ready');
  });

  it('is active from the first day on, with or without a last day', () => {
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, start)).toEqual({
      status: 'active-finite',
      progress: 0,
    });
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: null }, start)).toEqual({
      status: 'active-infinite',
      progress: null,
    });
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: null }, '2036-06-01').status).toBe('active-infinite');
  });

  it('reports the share of days already over, and is still active on the last day', () => {
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, '2026-06-06').progress).toBeCloseTo(0.5);
    const lastDay = campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, end);
    expect(lastDay.status).toBe('active-finite');
    expect(lastDay.progress).toBeCloseTo(0.9);
  });

  it('is ended from the day after the last day', () => {
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, '2026-06-11')).toEqual({
      status: 'ended',
      progress: null,
    });
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, '2027-01-01').status).toBe('ended');
  });

  it('treats a one-day run as active on that day', () => {
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: start }, start)).toEqual({
      status: 'active-finite',
      progress: 0,
    });
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: start }, '2026-06-02').status).toBe('ended');
  });
});

describe('isCampaignRunBackwards', () => {
  it('refuses only a last day before the first', () => {
    expect(isCampaignRunBackwards('2027-03-15', '2027-03-14')).toBe(true);
    expect(isCampaignRunBackwards('2027-03-15', '2027-03-15')).toBe(false);
    expect(isCampaignRunBackwards('2027-03-15', null)).toBe(false);
    expect(isCampaignRunBackwards(undefined, '2027-03-14')).toBe(false);
  });
});

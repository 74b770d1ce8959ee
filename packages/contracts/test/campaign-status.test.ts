import { describe, expect, it } from 'vitest';
import { campaignDisplayStatus } from '../src/campaign-status.ts';

const start = Date.UTC(2026, 5, 1);
const end = Date.UTC(2026, 5, 11);

describe('campaignDisplayStatus', () => {
  it('is draft whenever the draft flag is set, whatever the times', () => {
    expect(campaignDisplayStatus({ isDraft: true, startTime: start, endTime: end }, start + 1)).toEqual({
      status: 'draft',
      progress: null,
    });
    expect(campaignDisplayStatus({ isDraft: true, startTime: null, endTime: null }, start)).toEqual({ status: 'draft', progress: null });
  });

  it('is ready before the start and without a start time', () => {
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, start - 1).status).toBe('ready');
    expect(campaignDisplayStatus({ isDraft: false, startTime: null, endTime: end }, end + 1).status).toBe('ready');
  });

  it('is active from the start millisecond on (inclusive)', () => {
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, start)).toEqual({
      status: 'active-finite',
      progress: 0,
    });
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: null }, start)).toEqual({
      status: 'active-infinite',
      progress: null,
    });
  });

  it('reports progress as the elapsed fraction of the run', () => {
    const halfway = campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, (start + end) / 2);
    expect(halfway).toEqual({ status: 'active-finite', progress: 0.5 });
    const lastMoment = campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, end - 1);
    expect(lastMoment.status).toBe('active-finite');
    expect(lastMoment.progress).toBeLessThan(1);
  });

  it('is ended from the end millisecond on (inclusive)', () => {
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, end)).toEqual({ status: 'ended', progress: null });
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: end }, end + 86_400_000).status).toBe('ended');
  });

  it('stays active forever without an end', () => {
    expect(campaignDisplayStatus({ isDraft: false, startTime: start, endTime: null }, start + 10 * 365 * 86_400_000).status).toBe(
      'active-infinite',
    );
  });
});

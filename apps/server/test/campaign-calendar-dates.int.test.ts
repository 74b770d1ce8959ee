import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateAt, campaignDisplayStatus } from '@creatorlens/contracts';
import { formatCalendarDate, formatDate } from '@creatorlens/i18n';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Issue 39: a campaign's first and last day are calendar dates. What one member saves, every other member reads back as
 * the same days, in any time zone: through the API (YYYY-MM-DD strings) and through the date formatter the pages use.
 */

let app: TestApp;
let member: string;
const originalTimeZone = process.env.TZ;

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
});
afterAll(() => app.close());
afterEach(() => {
  // Node re-reads TZ whenever it is assigned; put back what the run started with.
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

const TIME_ZONES = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

describe('campaign run days', () => {
  it('reads back exactly the days that were saved, from every procedure that returns the campaign', async () => {
    const created = await app.mutate(member, 'campaign.createCampaign', {
      name: 'Frühjahr 2027',
      isDraft: false,
      startTime: '2027-03-15',
      endTime: '2027-05-31',
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ startTime: '2027-03-15', endTime: '2027-05-31' });
    const id = created.data.id;

    const one = await app.query(member, 'campaign.getCampaign', { id });
    expect(one.data.campaign).toMatchObject({ startTime: '2027-03-15', endTime: '2027-05-31' });
    const listed = (await app.query(member, 'campaign.listCampaigns')).data.find((campaign) => campaign.id === id);
    expect(listed).toMatchObject({ startTime: '2027-03-15', endTime: '2027-05-31' });

    // A colleague changes only the name: the days stay untouched.
    const renamed = await app.mutate(member, 'campaign.updateCampaign', { id, data: { name: 'Frühjahr' } });
    expect(renamed.data).toMatchObject({ startTime: '2027-03-15', endTime: '2027-05-31' });
    // Moving the last day keeps the first.
    const moved = await app.mutate(member, 'campaign.updateCampaign', { id, data: { endTime: '2027-06-30' } });
    expect(moved.data).toMatchObject({ startTime: '2027-03-15', endTime: '2027-06-30' });
  });

  it('writes the same text for the run in every time zone', async () => {
    const texts = new Map<string, string[]>();
    for (const timeZone of TIME_ZONES) {
      process.env.TZ = timeZone;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone);
      texts.set(timeZone, [
        formatCalendarDate('de', '2027-03-15'),
        formatCalendarDate('de', '2027-05-31'),
        formatCalendarDate('en', '2027-03-15'),
        formatCalendarDate('en', '2027-05-31'),
      ]);
    }
    for (const text of texts.values()) expect(text).toEqual(['15.03.2027', '31.05.2027', 'Mar 15, 2027', 'May 31, 2027']);
  });

  it('shows why: the same day read as an instant moves with the zone', () => {
    process.env.TZ = 'Europe/Berlin';
    const berlinMidnight = new Date(2027, 2, 15).getTime();
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('de', berlinMidnight)).toBe('14.03.2027');
    expect(formatCalendarDate('de', '2027-03-15')).toBe('15.03.2027');
  });

  it('starts a campaign on its first day on the wall calendar of whoever looks', () => {
    const campaign = { isDraft: false, startTime: '2027-03-15', endTime: '2027-05-31' };
    // 2027-03-15T05:00Z: already the 15th in Berlin and Kiritimati, still the 14th in Los Angeles.
    const instant = Date.UTC(2027, 2, 15, 5);
    expect(campaignDisplayStatus(campaign, calendarDateAt(instant, 'Europe/Berlin')).status).toBe('active-finite');
    expect(campaignDisplayStatus(campaign, calendarDateAt(instant, 'Pacific/Kiritimati')).status).toBe('active-finite');
    expect(campaignDisplayStatus(campaign, calendarDateAt(instant, 'America/Los_Angeles')).status).toBe('ready');
    // The last day is part of the run everywhere; the day after is not.
    expect(campaignDisplayStatus(campaign, '2027-05-31').status).toBe('active-finite');
    expect(campaignDisplayStatus(campaign, '2027-06-01').status).toBe('ended');
  });
});

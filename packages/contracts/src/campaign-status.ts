/**
 * A campaign's display status (spec §4), derived from its draft flag and its first and last day. Pure, so the web app
 * shows exactly what the server would compute (`@creatorlens/contracts`).
 */
import { calendarDayNumber, type CalendarDate } from './calendar-date.ts';

export const CAMPAIGN_DISPLAY_STATUSES = ['draft', 'ready', 'active-infinite', 'active-finite', 'ended'] as const;
export type CampaignDisplayStatus = (typeof CAMPAIGN_DISPLAY_STATUSES)[number];

export interface CampaignTiming {
  isDraft: boolean;
  /** The first day of the run (YYYY-MM-DD, inclusive), or null when not scheduled. */
  startTime: CalendarDate | null;
  /** The last day of the run (YYYY-MM-DD, inclusive), or null for an open end. */
  endTime: CalendarDate | null;
}

export interface CampaignStatusView {
  status: CampaignDisplayStatus;
  /** Only for active-finite: share of the run's days already over, 0 (first day) to just below 1 (last day). */
  progress: number | null;
}

/**
 * draft wins over everything; without a start day a campaign has not started (ready); it is active from its first day
 * through its last day, both inclusive, and ended from the day after. `today` is the viewer's calendar date
 * (calendarDateAt), so a campaign starts on its first day wherever it is read.
 */
export function campaignDisplayStatus(campaign: CampaignTiming, today: CalendarDate): CampaignStatusView {
  if (campaign.isDraft) return { status: 'draft', progress: null };
  const { startTime, endTime } = campaign;
  const day = calendarDayNumber(today);
  if (startTime === null || day < calendarDayNumber(startTime)) return { status: 'ready', progress: null };
  if (endTime === null) return { status: 'active-infinite', progress: null };
  const [first, last] = [calendarDayNumber(startTime), calendarDayNumber(endTime)];
  if (day > last) return { status: 'ended', progress: null };
  const days = Math.max(1, last - first + 1);
  return { status: 'active-finite', progress: Math.min(1, Math.max(0, (day - first) / days)) };
}

/** Whether the last day comes before the first (a same-day run is fine); what create and update refuse. */
export function isCampaignRunBackwards(startTime: CalendarDate | null | undefined, endTime: CalendarDate | null | undefined): boolean {
  return typeof startTime === 'string' && typeof endTime === 'string' && endTime < startTime;
}

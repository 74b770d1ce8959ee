/**
 * A campaign's display status (spec §4), derived from its draft flag and times. Pure and free of imports so the
 * web app shows exactly what the server would compute (`@creatorlens/contracts`).
 */

export const CAMPAIGN_DISPLAY_STATUSES = ['draft', 'ready', 'active-infinite', 'active-finite', 'ended'] as const;
export type CampaignDisplayStatus = (typeof CAMPAIGN_DISPLAY_STATUSES)[number];

export interface CampaignTiming {
  isDraft: boolean;
  /** Epoch milliseconds, or null when not scheduled. */
  startTime: number | null;
  endTime: number | null;
}

export interface CampaignStatusView {
  status: CampaignDisplayStatus;
  /** Only for active-finite: elapsed share of the run, 0 to 1. */
  progress: number | null;
}

/**
 * draft wins over everything; without a start time a campaign has not started (ready); it is active from its
 * start (inclusive) and ended from its end (inclusive); progress is the elapsed fraction of start..end.
 */
export function campaignDisplayStatus(campaign: CampaignTiming, now: number): CampaignStatusView {
  if (campaign.isDraft) return { status: 'draft', progress: null };
  const { startTime, endTime } = campaign;
  if (startTime === null || now < startTime) return { status: 'ready', progress: null };
  if (endTime === null) return { status: 'active-infinite', progress: null };
  if (now >= endTime) return { status: 'ended', progress: null };
  const span = endTime - startTime;
  const progress = span <= 0 ? 1 : Math.min(1, Math.max(0, (now - startTime) / span));
  return { status: 'active-finite', progress };
}

import type { Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { requireOrganization, requirePermission } from '../permissions/require.ts';
import { slugify } from '@creatorlens/contracts';
import { getCampaignBoard } from './campaign-board.ts';
import { CAMPAIGN_CSV_HEADER, campaignBoardRows } from './campaign-board-rows.ts';
import { toCsv } from './csv.ts';

/** The campaign's board as CSV (one row per card, in board order), with a file name derived from the campaign. */
export async function exportCampaignCsv(
  { db, actor }: { db: Database; actor: Actor },
  input: { id: string },
): Promise<{ filename: string; csv: string; rows: number }> {
  requirePermission(actor, 'read', 'campaign');
  requireOrganization(actor);
  const board = await getCampaignBoard({ db, actor }, input);
  const rows = campaignBoardRows(board).map((row) => {
    const [column, position, channel, handle, platform, followers, assignee, maxBudget, notes, added] = row;
    return [column, position, channel, handle, platform, followers, assignee, maxBudget ?? '', notes, added.toISOString()];
  });
  const slug = slugify(board.campaign.name) || 'campaign';
  return { filename: `${slug}.csv`, csv: toCsv([[...CAMPAIGN_CSV_HEADER], ...rows]), rows: rows.length };
}

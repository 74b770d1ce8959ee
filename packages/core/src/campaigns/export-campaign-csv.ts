import type { Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { requireOrganization, requirePermission } from '../permissions/require.ts';
import { slugify } from '../text/slugify.ts';
import { getCampaignBoard } from './campaign-board.ts';
import { toCsv } from './csv.ts';

/** Header labels of the export; English, like the column names a spreadsheet formula would refer to. */
export const CAMPAIGN_CSV_HEADER = [
  'Column',
  'Position',
  'Channel',
  'Handle',
  'Platform',
  'Followers',
  'Assignee',
  'Max budget',
  'Notes',
  'Added',
] as const;

/** The campaign's board as CSV (one row per card, in board order), with a file name derived from the campaign. */
export async function exportCampaignCsv(
  { db, actor }: { db: Database; actor: Actor },
  input: { id: string },
): Promise<{ filename: string; csv: string; rows: number }> {
  requirePermission(actor, 'read', 'campaign');
  requireOrganization(actor);
  const board = await getCampaignBoard({ db, actor }, input);
  const memberNames = new Map(board.members.map((member) => [member.id, member.name]));
  const firstColumnId = board.columns[0]?.id ?? null;
  const rows = board.columns.flatMap((column) =>
    board.cards
      .filter((card) => (card.columnId ?? firstColumnId) === column.id)
      .map((card, position) => [
        column.name,
        position + 1,
        card.channel.name,
        card.channel.handle,
        card.channel.platform,
        card.channel.followers,
        card.assigneeId ? (memberNames.get(card.assigneeId) ?? '') : '',
        card.maxBudget ?? '',
        card.notes,
        new Date(card.createdAt).toISOString(),
      ]),
  );
  const slug = slugify(board.campaign.name) || 'campaign';
  return { filename: `${slug}.csv`, csv: toCsv([[...CAMPAIGN_CSV_HEADER], ...rows]), rows: rows.length };
}

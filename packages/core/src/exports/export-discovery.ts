import type { DiscoveryPlatform, SearchCreatorsInput } from '../discovery/creator-filters.ts';
import { searchCreators } from '../discovery/search-creators.ts';
import { renderTable, type ExportColumn, type ExportFile, type ExportFormat } from './tabular.ts';
import { BASIS_EXPORT_COLUMNS, SOURCE_COLUMN, basisCells, unsafeLoadFigureContext } from './figure-columns.ts';
import type { Dependencies } from '../dependencies.ts';

/** Most discovery results one export holds: the first pages in the search's own order. */
export const MAX_DISCOVERY_EXPORT_ROWS = 1_000;
const PAGE_SIZE = 100;

const COLUMNS: ExportColumn[] = [
  { header: 'Channel', kind: 'text', width: 30 },
  { header: 'Handle', kind: 'text', width: 24 },
  { header: 'Platform', kind: 'text' },
  { header: 'Country', kind: 'text' },
  { header: 'Language', kind: 'text' },
  { header: 'Categories', kind: 'text', width: 24 },
  { header: 'Followers', kind: 'integer', width: 14 },
  { header: 'Engagement rate', kind: 'percent', width: 16 },
  { header: '30-day gain', kind: 'integer', width: 14 },
  { header: '30-day growth', kind: 'percent', width: 14 },
  { header: 'Average views', kind: 'integer', width: 14 },
  { header: 'Average likes', kind: 'integer', width: 14 },
  { header: 'Posts per week', kind: 'number', width: 14 },
  { header: 'Data as of', kind: 'date', width: 18 },
  SOURCE_COLUMN,
  ...BASIS_EXPORT_COLUMNS,
];

/**
 * The results of a creator discovery search (the same input as discovery.searchCreators, so the same permission
 * and licence checks) as CSV or XLSX, up to MAX_DISCOVERY_EXPORT_ROWS rows in the search's order.
 */
export async function exportDiscoveryResults(
  deps: Dependencies,
  input: { search: Omit<SearchCreatorsInput, 'page' | 'pageSize'> & { platform: DiscoveryPlatform }; format: ExportFormat },
): Promise<ExportFile> {
  const rows: (string | number | Date | null)[][] = [];
  for (let page = 1; rows.length < MAX_DISCOVERY_EXPORT_ROWS; page += 1) {
    const result = await searchCreators(deps, { ...input.search, page, pageSize: PAGE_SIZE });
    // The search already checked that the actor may read these channels.
    const context = await unsafeLoadFigureContext(
      deps.db,
      result.items.map((item) => item.id),
    );
    for (const item of result.items) {
      rows.push([
        item.name,
        item.handle,
        item.platform,
        item.country,
        item.language,
        item.categories.join(', '),
        item.followers,
        item.engagementRate,
        item.followers30dGain,
        item.followers30dGrowth,
        item.averageViews,
        item.averageLikes,
        item.postsPerWeek,
        item.dataAsOf === null ? null : new Date(item.dataAsOf),
        item.dataSource,
        ...basisCells(context.get(item.id)?.figureBasis ?? {}),
      ]);
    }
    if (result.items.length < PAGE_SIZE || page * PAGE_SIZE >= result.total) break;
  }
  return renderTable(
    {
      baseName: `discovery-${input.search.platform}`,
      sheetName: `Discovery ${input.search.platform}`,
      columns: COLUMNS,
      rows: rows.slice(0, MAX_DISCOVERY_EXPORT_ROWS),
    },
    input.format,
  );
}

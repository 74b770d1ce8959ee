import { type DiscoveryPlatform, type SearchCreatorsInput, searchCreators } from '../discovery/index.ts';
import { renderTable, type CsvStyle, type ExportCell, type ExportColumn, type ExportFormat } from './tabular.ts';
import { column, figureContextCells, figureContextColumns, unsafeLoadFigureContext } from './figure-columns.ts';
import { chargeExport, type ChargedExport } from './export-charge.ts';
import { EXPORT_WORDS, categoriesText, type ExportLocale } from './export-words.ts';
import type { Dependencies } from '../dependencies.ts';

/** Most discovery results one export holds: the first pages in the search's own order. */
const MAX_DISCOVERY_EXPORT_ROWS = 1_000;
const PAGE_SIZE = 100;

const columns = (locale: ExportLocale): ExportColumn[] => [
  column(locale, 'channel', 'text', 30),
  column(locale, 'handle', 'text', 24),
  column(locale, 'platform', 'text'),
  column(locale, 'country', 'text'),
  column(locale, 'language', 'text'),
  column(locale, 'categories', 'text', 24),
  column(locale, 'followers', 'integer', 14),
  column(locale, 'engagementRate', 'percent', 16),
  column(locale, 'gain30d', 'integer', 14),
  column(locale, 'growth30d', 'percent', 14),
  column(locale, 'averageViews', 'integer', 14),
  column(locale, 'averageLikes', 'integer', 14),
  column(locale, 'postsPerWeek', 'number', 14),
  ...figureContextColumns(locale),
];

/**
 * The results of a creator discovery search (the same input as discovery.searchCreators, so the same permission
 * and licence checks) as CSV or XLSX in the reader's language, up to MAX_DISCOVERY_EXPORT_ROWS rows in the search's
 * order, charged per 100 rows.
 */
export async function exportDiscoveryResults(
  deps: Dependencies,
  input: {
    search: Omit<SearchCreatorsInput, 'page' | 'pageSize' | 'cursor'> & { platform: DiscoveryPlatform };
    format: ExportFormat;
    locale?: ExportLocale;
    csvStyle?: CsvStyle;
    now?: Date;
  },
): Promise<ChargedExport> {
  const locale = input.locale ?? 'en';
  const rows: ExportCell[][] = [];
  // Page after page by cursor (keyset): each page costs the same however deep the export reads.
  let cursor: string | undefined;
  while (rows.length < MAX_DISCOVERY_EXPORT_ROWS) {
    const result = await searchCreators(deps, { ...input.search, page: 1, pageSize: PAGE_SIZE, cursor });
    // The search already checked that the actor may read these channels.
    const context = await unsafeLoadFigureContext(
      deps.db,
      result.items.map((item) => item.id),
    );
    for (const item of result.items) {
      const itemContext = context.get(item.id);
      rows.push([
        item.name,
        item.handle,
        item.platform,
        item.country,
        item.language,
        categoriesText(locale, item.categoryIds, item.categories),
        item.followers,
        item.engagementRate,
        item.followers30dGain,
        item.followers30dGrowth,
        item.averageViews,
        item.averageLikes,
        item.postsPerWeek,
        // The search's own date and source are what the results page shows; the risk and basis come with them.
        ...figureContextCells(
          itemContext && {
            ...itemContext,
            dataAsOf: item.dataAsOf === null ? null : new Date(item.dataAsOf),
            source: item.dataSource,
            botRisk: item.botRisk,
          },
          locale,
        ),
      ]);
    }
    if (result.nextCursor === null || result.items.length < PAGE_SIZE) break;
    cursor = result.nextCursor;
  }
  const words = EXPORT_WORDS[locale];
  const exported = rows.slice(0, MAX_DISCOVERY_EXPORT_ROWS);
  const file = await renderTable(
    {
      baseName: `${words.files.discovery}-${input.search.platform}`,
      sheetName: `${words.discoverySheet} ${input.search.platform}`,
      columns: columns(locale),
      rows: exported,
    },
    { format: input.format, locale, csvStyle: input.csvStyle },
  );
  return chargeExport(deps, file, { subject: 'discovery', subjectId: null, format: input.format, rows: exported.length }, input.now);
}

import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  DownloadIcon,
} from '@creatorlens/ui';
import { useTRPC, type RouterInputs } from '../../lib/trpc.ts';
import { useExportDownload, type ExportFormat } from './use-export-download.ts';

/** What to export: a watchlist, a campaign or the current discovery search (searchCreators' filters). */
export type ExportSubject =
  | { kind: 'watchlist'; id: string }
  | { kind: 'campaign'; id: string }
  | { kind: 'discovery'; search: { platform: 'instagram' | 'tiktok' | 'youtube' | 'twitch' } & Record<string, unknown> };

/** "Export" menu with CSV and XLSX (Radix menu: arrow keys, Enter, Escape). */
export function ExportMenu({ subject }: { subject: ExportSubject }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const { download, isBusy } = useExportDownload();
  const optionsFor = (format: ExportFormat): { queryKey: QueryKey } => {
    if (subject.kind === 'watchlist') return api.export.exportWatchlist.queryOptions({ id: subject.id, format });
    if (subject.kind === 'campaign') return api.export.exportCampaign.queryOptions({ id: subject.id, format });
    return api.export.exportDiscoveryResults.queryOptions({
      search: subject.search as RouterInputs['export']['exportDiscoveryResults']['search'],
      format,
    });
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" isLoading={isBusy} aria-label={t('Exports.menu-label')}>
          <DownloadIcon size={16} />
          {t('Exports.menu')}
          <ChevronDownIcon size={14} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {(['csv', 'xlsx'] as const).map((format) => (
          <DropdownMenuItem key={format} data-testid={`export-${format}`} onSelect={() => void download(optionsFor(format))}>
            {t(format === 'csv' ? 'Exports.csv' : 'Exports.xlsx')}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  DownloadIcon,
} from '@creatorlens/ui';
import { useTRPC, type RouterInputs } from '../../lib/trpc.ts';
import { ShortlistDialog } from './shortlist-dialog.tsx';
import { useExportDownload, type ExportFormat } from './use-export-download.ts';

/** What to export: a watchlist, a campaign or the current discovery search (searchCreators' filters). */
export type ExportSubject =
  | { kind: 'watchlist'; id: string }
  | { kind: 'campaign'; id: string }
  | { kind: 'discovery'; search: { platform: 'instagram' | 'tiktok' | 'youtube' | 'twitch' } & Record<string, unknown> };

type CsvStyle = 'excel-de' | 'international';
interface MenuChoice {
  key: string;
  format: ExportFormat;
  csvStyle?: CsvStyle;
  label: string;
  hint?: string;
}

/**
 * "Export" menu (Radix menu: arrow keys, Enter, Escape): CSV for German Excel and international CSV (the reader's
 * own first), XLSX, and for watchlists and campaigns the PDF shortlist. Files are in the reader's language; the
 * price (1 credit per 100 rows) is said before anything is charged.
 */
export function ExportMenu({ subject }: { subject: ExportSubject }) {
  const { t, i18n } = useTranslation();
  const api = useTRPC();
  const { download, isBusy } = useExportDownload();
  const [isShortlistOpen, setIsShortlistOpen] = useState(false);
  const locale = i18n.language.startsWith('de') ? 'de' : 'en';
  const optionsFor = (format: ExportFormat, csvStyle: CsvStyle | undefined): { queryKey: QueryKey } => {
    const common = { format, locale, ...(csvStyle ? { csvStyle } : {}) } as const;
    if (subject.kind === 'watchlist') return api.export.exportWatchlist.queryOptions({ id: subject.id, ...common });
    if (subject.kind === 'campaign') return api.export.exportCampaign.queryOptions({ id: subject.id, ...common });
    return api.export.exportDiscoveryResults.queryOptions({
      search: subject.search as RouterInputs['export']['exportDiscoveryResults']['search'],
      ...common,
    });
  };
  const csvChoices: MenuChoice[] = [
    {
      key: 'csv-excel-de',
      format: 'csv',
      csvStyle: 'excel-de',
      label: t('ExportMenu.csv-excel-de'),
      hint: t('ExportMenu.csv-excel-de-hint'),
    },
    {
      key: 'csv-international',
      format: 'csv',
      csvStyle: 'international',
      label: t('ExportMenu.csv-international'),
      hint: t('ExportMenu.csv-international-hint'),
    },
  ];
  const choices: MenuChoice[] = [
    ...(locale === 'de' ? csvChoices : [...csvChoices].reverse()),
    { key: 'xlsx', format: 'xlsx', label: t('ExportMenu.xlsx') },
  ];
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" isLoading={isBusy} aria-label={t('Exports.menu-label')}>
            <DownloadIcon size={16} />
            {t('Exports.menu')}
            <ChevronDownIcon size={14} />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{t('ExportMenu.cost')}</DropdownMenuLabel>
          {choices.map((choice) => (
            <DropdownMenuItem
              key={choice.key}
              data-testid={`export-${choice.key}`}
              onSelect={() => void download(optionsFor(choice.format, choice.csvStyle))}
            >
              <span className="flex flex-col">
                <span>{choice.label}</span>
                {choice.hint && <span className="text-xs text-muted-foreground">{choice.hint}</span>}
              </span>
            </DropdownMenuItem>
          ))}
          {subject.kind !== 'discovery' && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem data-testid="export-pdf-shortlist" onSelect={() => setIsShortlistOpen(true)}>
                {t('ExportMenu.pdf-shortlist')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {subject.kind !== 'discovery' && (
        <ShortlistDialog subject={subject} locale={locale} isOpen={isShortlistOpen} onClose={() => setIsShortlistOpen(false)} />
      )}
    </>
  );
}

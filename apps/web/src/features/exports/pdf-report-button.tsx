import { useTranslation } from 'react-i18next';
import { Button, FileTextIcon } from '@creatorlens/ui';
import { useTRPC } from '../../lib/trpc.ts';
import { useExportDownload } from './use-export-download.ts';

/** "PDF report" on the artist page: the server renders the report with its charts in the reader's language. */
export function PdfReportButton({ slug, name }: { slug: string; name: string }) {
  const { t, i18n } = useTranslation();
  const api = useTRPC();
  const { download, isBusy } = useExportDownload();
  const locale = i18n.language.startsWith('de') ? 'de' : 'en';
  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={isBusy}
      aria-label={t('Exports.pdf-report-label', { name })}
      data-testid="artist-pdf-report"
      onClick={() => void download(api.export.exportArtistReport.queryOptions({ slug, locale }))}
    >
      <FileTextIcon size={16} />
      {t('Exports.pdf-report')}
    </Button>
  );
}

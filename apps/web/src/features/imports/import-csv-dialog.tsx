import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  useToast,
  DownloadIcon,
} from '@creatorlens/ui';
import { useTRPC } from '../../lib/trpc.ts';
import { FileDropZone, type PickedFile } from '../../lib/file-drop-zone.tsx';
import { ImportProgress } from './import-progress.tsx';
import { ImportResults } from './import-results.tsx';
import { IMPORT_POLL_MS, MAX_IMPORT_MB, MAX_IMPORT_ROWS, isActiveImport, type ImportTargetRef } from './import-limits.ts';
import { importStartErrorMessage, uploadImportCsv } from './upload-import-csv.ts';

function saveText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Upload a CSV into a watchlist or campaign, follow its progress and read the per-row report. */
export function ImportCsvDialog({
  target,
  isOpen,
  onOpenChange,
}: {
  target: ImportTargetRef;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({ mutationFn: uploadImportCsv, onSuccess: (answer) => setJobId(answer.jobId) });
  const job = useQuery({
    ...api.import.getImport.queryOptions({ jobId: jobId ?? '00000000-0000-0000-0000-000000000000', limit: 1 }),
    enabled: jobId !== null,
    refetchInterval: (query) => (isActiveImport(query.state.data?.state) ? IMPORT_POLL_MS : false),
  });
  const state = job.data?.state;
  const isRunning = jobId !== null && (state === undefined || isActiveImport(state));

  useEffect(() => {
    // The list's own queries show the new channels once the import is through.
    if (state === 'completed') {
      void queryClient.invalidateQueries({ queryKey: api.watchlist.pathKey() });
      void queryClient.invalidateQueries({ queryKey: api.campaign.pathKey() });
    }
  }, [state, queryClient, api]);

  const reset = () => {
    setFile(null);
    setJobId(null);
    start.reset();
  };
  const downloadErrors = async () => {
    try {
      const locale = (i18n.resolvedLanguage ?? i18n.language).startsWith('de') ? 'de' : 'en';
      const report = await queryClient.fetchQuery({ ...api.import.getErrorReport.queryOptions({ jobId: jobId!, locale }), staleTime: 0 });
      saveText(report.fileName, report.csv);
    } catch {
      toast.show({ tone: 'critical', title: t('Imports.download-failed') });
    }
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open && !isRunning) reset();
      }}
    >
      <DialogContent closeLabel={t('Imports.close')} className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogTitle>{t('Imports.title')}</DialogTitle>
        <DialogDescription>
          {t(target.kind === 'watchlist' ? 'Imports.target-watchlist' : 'Imports.target-campaign', { name: target.name })}
        </DialogDescription>
        {jobId === null ? (
          <>
            <p className="text-sm text-muted-foreground">{t('Imports.format-hint')}</p>
            <p className="text-xs text-muted-foreground">
              {t('Imports.limits-hint', { size: MAX_IMPORT_MB, rows: MAX_IMPORT_ROWS.toLocaleString() })}
            </p>
            <FileDropZone file={file} onFile={setFile} maxMb={MAX_IMPORT_MB} />
            {start.isError && (
              <Alert tone="critical" role="alert">
                {importStartErrorMessage(t, start.error)}
              </Alert>
            )}
          </>
        ) : state === 'failed' || state === 'cancelled' ? (
          <Alert tone="critical" role="alert">
            {/* The job's error text is English (server log wording): the person reads a translated sentence instead. */}
            {t('Imports.failed')}
          </Alert>
        ) : state === 'completed' && job.data?.summary ? (
          <ImportResults jobId={jobId} summary={job.data.summary} />
        ) : (
          <ImportProgress state={state ?? 'queued'} progress={job.data?.progress ?? null} />
        )}
        <DialogFooter>
          {jobId === null ? (
            <Button
              disabled={!file}
              isLoading={start.isPending}
              onClick={() => file && start.mutate({ target: { kind: target.kind, id: target.id }, fileName: file.name, csv: file.text })}
            >
              {t('Imports.start')}
            </Button>
          ) : (
            !isRunning && (
              <>
                {(job.data?.summary?.invalid ?? 0) > 0 && (
                  <Button variant="secondary" onClick={() => void downloadErrors()}>
                    <DownloadIcon size={16} />
                    {t('Imports.download-errors')}
                  </Button>
                )}
                <Button variant="secondary" onClick={reset}>
                  {t('Imports.start-another')}
                </Button>
              </>
            )
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

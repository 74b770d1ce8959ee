import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@creatorlens/ui';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

export type ExportFormat = 'csv' | 'xlsx';
export interface ExportFile {
  fileName: string;
  contentType: string;
  base64: string;
  rows?: number;
  credits?: number;
}

function saveFile(file: ExportFile) {
  const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves an export and says what it cost; a refused export (balance too low) gets its own message: nothing was
 * exported or charged. The credits page's figures are refetched after a charge, nothing else.
 */
export function useExportOutcome() {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const onSaved = (file: ExportFile) => {
    saveFile(file);
    if (file.credits && file.credits > 0) {
      void queryClient.invalidateQueries({ queryKey: api.credit.pathKey() });
      toast.show({ tone: 'success', title: t('ExportMenu.charged', { count: file.credits, rows: file.rows ?? 0 }) });
    }
  };
  const onFailed = (error: unknown) => {
    const isShort = getAppErrorCode(error) === 'LIMIT_EXCEEDED';
    toast.show({ tone: 'critical', title: isShort ? t('ExportMenu.not-enough-credits') : t(errorMessageKey(error)) });
  };
  return { onSaved, onFailed };
}

/**
 * Fetches an export (a tRPC query: the session, organisation scope and permissions are checked like every other
 * call) and hands it to the browser as a download. Never cached and never retried: each click is one charged export.
 */
export function useExportDownload() {
  const queryClient = useQueryClient();
  const { onSaved, onFailed } = useExportOutcome();
  const [isBusy, setIsBusy] = useState(false);
  const download = async (options: { queryKey: QueryKey; queryFn?: unknown }) => {
    setIsBusy(true);
    try {
      const file = (await queryClient.fetchQuery({
        ...(options as { queryKey: QueryKey }),
        staleTime: 0,
        gcTime: 0,
        retry: false,
      })) as ExportFile;
      onSaved(file);
    } catch (error) {
      onFailed(error);
    } finally {
      setIsBusy(false);
    }
  };
  return { download, isBusy };
}

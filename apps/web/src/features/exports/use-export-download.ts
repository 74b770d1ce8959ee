import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@creatorlens/ui';
import { errorMessageKey } from '../../lib/errors.ts';

export type ExportFormat = 'csv' | 'xlsx';
interface ExportFile {
  fileName: string;
  contentType: string;
  base64: string;
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
 * Fetches an export (a tRPC query: the session, organisation scope and permissions are checked like every other
 * call) and hands it to the browser as a download. Never cached: each click gets the current data.
 */
export function useExportDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const download = async (options: { queryKey: QueryKey; queryFn?: unknown }) => {
    setIsBusy(true);
    try {
      const file = (await queryClient.fetchQuery({ ...(options as { queryKey: QueryKey }), staleTime: 0, gcTime: 0 })) as ExportFile;
      saveFile(file);
    } catch (error) {
      toast.show({ tone: 'critical', title: t(errorMessageKey(error)) });
    } finally {
      setIsBusy(false);
    }
  };
  return { download, isBusy };
}

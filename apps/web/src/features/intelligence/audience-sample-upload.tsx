import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, useToast } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { FileDropZone, type PickedFile } from '../../lib/file-drop-zone.tsx';

/** The procedure takes the file inside a JSON body, so the dialog keeps files below tRPC's 1 MiB limit. */
const MAX_SAMPLE_MB = 0.9;

/**
 * Platform admins analyse a follower sample exported elsewhere (CSV with username, followers, following, posts ...
 * as for `npm run analyze -- accounts`): it replaces the channel's sample and the audience quality is computed anew.
 */
export function AudienceSampleUpload({ channelId, hasSample }: { channelId: string; hasSample: boolean }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const [file, setFile] = useState<PickedFile | null>(null);
  const upload = useMutation({
    ...api.intelligence.replaceAudienceSample.mutationOptions(),
    onSuccess: async (answer) => {
      setIsOpen(false);
      setFile(null);
      toast.show({ tone: 'success', title: t('Intelligence.sample-uploaded', { count: answer.accounts, skipped: answer.skipped }) });
      await queryClient.invalidateQueries({ queryKey: api.intelligence.pathKey() });
    },
  });
  if (!ability.can('read', 'admin_area')) return null;
  // Validation messages name what is wrong with the file (too few accounts, no username column).
  const problem = upload.isError
    ? getAppErrorCode(upload.error) === 'VALIDATION'
      ? upload.error.message
      : t(errorMessageKey(upload.error))
    : null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        {t(hasSample ? 'Intelligence.sample-replace' : 'Intelligence.sample-upload')}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={(open) => {
          if (upload.isPending) return;
          setIsOpen(open);
          if (!open) upload.reset();
        }}
      >
        <DialogContent closeLabel={t('Common.close')} className="max-w-lg">
          <DialogTitle>{t('Intelligence.sample-title')}</DialogTitle>
          <DialogDescription>{t('Intelligence.sample-help', { size: MAX_SAMPLE_MB * 1000 })}</DialogDescription>
          <FileDropZone file={file} onFile={setFile} maxMb={MAX_SAMPLE_MB} />
          {problem && (
            <Alert tone="critical" role="alert">
              {problem}
            </Alert>
          )}
          <DialogFooter>
            <Button variant="ghost" onClick={() => setIsOpen(false)} disabled={upload.isPending}>
              {t('Common.cancel')}
            </Button>
            <Button disabled={!file} isLoading={upload.isPending} onClick={() => file && upload.mutate({ channelId, text: file.text })}>
              {t('Intelligence.sample-analyse')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

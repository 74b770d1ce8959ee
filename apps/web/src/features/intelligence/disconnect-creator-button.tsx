import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, useToast } from '@creatorlens/ui';
import { errorMessageKey } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * For the creator who connected their account: withdraws the connection and deletes the demographics it shared,
 * after a confirmation (the data cannot be brought back without connecting again).
 */
export function DisconnectCreatorButton({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const disconnect = useMutation({
    ...api.connector.disconnectCreator.mutationOptions(),
    onSuccess: async () => {
      setIsOpen(false);
      toast.show({ tone: 'success', title: t('Intelligence.creator-disconnected') });
      await queryClient.invalidateQueries({ queryKey: api.intelligence.pathKey() });
    },
  });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        {t('Intelligence.creator-disconnect')}
      </Button>
      <Dialog open={isOpen} onOpenChange={(open) => !disconnect.isPending && setIsOpen(open)}>
        <DialogContent closeLabel={t('Common.close')} role="alertdialog">
          <DialogTitle>{t('Intelligence.creator-disconnect-title')}</DialogTitle>
          <DialogDescription>{t('Intelligence.creator-disconnect-body')}</DialogDescription>
          {disconnect.isError && (
            <Alert tone="critical" role="alert">
              {t(errorMessageKey(disconnect.error))}
            </Alert>
          )}
          <DialogFooter>
            <Button variant="ghost" onClick={() => setIsOpen(false)} disabled={disconnect.isPending}>
              {t('Common.cancel')}
            </Button>
            <Button variant="danger" isLoading={disconnect.isPending} onClick={() => disconnect.mutate({ channelId })}>
              {t('Intelligence.creator-disconnect-confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

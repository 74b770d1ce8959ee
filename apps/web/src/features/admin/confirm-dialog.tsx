import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@creatorlens/ui';

/** A yes/no question before an action that is hard to take back; the dialog stays open while it runs. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  body,
  confirmLabel,
  isDestructive = false,
  isPending,
  onConfirm,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // Nothing is mounted while closed: the users table has several per row, and the dialog has no closing animation.
  if (!isOpen) return null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('Common.close')}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{body}</DialogDescription>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('Common.cancel')}</Button>
          </DialogClose>
          <Button variant={isDestructive ? 'danger' : 'primary'} isLoading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

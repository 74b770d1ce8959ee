import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@creatorlens/ui';
import type { ListKind } from './list-queries.ts';

export interface DeleteListDialogProps {
  kind: ListKind;
  item: { name: string; usage: number } | null;
  onCancel: () => void;
  onConfirm: () => void;
}

const IN_USE_KEY = {
  campaign: 'Lists.delete-campaign-in-use',
  watchlist: 'Lists.still-in-use-watchlist',
  tag: 'Lists.still-in-use-tag',
} as const;

/** Asks before deleting; an item still in use says so (spec §5 still-in-use warning). */
export function DeleteListDialog({ kind, item, onCancel, onConfirm }: DeleteListDialogProps) {
  const { t } = useTranslation();
  // Nothing is mounted while closed (the sidebar holds one per kind); the dialog has no closing animation to wait for.
  if (item === null) return null;
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <DialogContent closeLabel={t('Common.close')} role="alertdialog">
        <DialogTitle>{t('Lists.delete-title', { name: item.name })}</DialogTitle>
        <DialogDescription>{t('Lists.delete-body')}</DialogDescription>
        {item.usage > 0 && (
          <Alert tone="warning" role="status">
            {t(IN_USE_KEY[kind], { count: item.usage })}
          </Alert>
        )}
        {item.usage === 0 && <p className="text-xs text-muted-foreground">{t('Lists.shift-hint')}</p>}
        <DialogFooter>
          <Button variant="ghost" onClick={onCancel}>
            {t('Common.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('Lists.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

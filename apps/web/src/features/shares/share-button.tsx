import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogContent, DialogDescription, DialogTitle, ExternalLinkIcon } from '@creatorlens/ui';
import type { ShareSubjectKind } from '@creatorlens/contracts';
import { useAbility } from '../../lib/ability.ts';
import { useSession } from '../../lib/session.ts';
import { ShareDialogBody } from './share-dialog-body.tsx';

export interface ShareSubject {
  kind: ShareSubjectKind;
  id: string;
  name: string;
}

/**
 * "Share" on a watchlist or a campaign board: a dialog that makes a read-only link for a client (chosen figures,
 * expiry, optional password, notes and budgets only when switched on) and lists the list's active links with revoke.
 */
export function ShareButton({ subject }: { subject: ShareSubject }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const ability = useAbility();
  const { session } = useSession();
  // Hidden only: the server refuses guests and members who may not read the list (share-links.ts).
  if (!ability.can('read', subject.kind) || !session || session.user.isGuest) return null;
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <Button variant="secondary" aria-label={t('Shares.button-label')} data-testid="share-button" onClick={() => setIsOpen(true)}>
        <ExternalLinkIcon size={16} />
        {t('Shares.button')}
      </Button>
      <DialogContent closeLabel={t('Shares.close')} className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogTitle>{t('Shares.title', { name: subject.name })}</DialogTitle>
        <DialogDescription>{t('Shares.intro')}</DialogDescription>
        {isOpen && <ShareDialogBody subject={subject} />}
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListKind } from '@creatorlens/contracts';
import { useToast } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { guestRefusalToast } from '../../lib/access-refusal.tsx';
import { useSession } from '../../lib/session.ts';

/**
 * The "New campaign / watchlist / tag" action of the sidebar and the list pages. Members who may create see it and
 * get the dialog. Guests see it too and are told to sign up (issue 21: a refused action always says how to go on,
 * it is never just missing); members of an expired licence do not see it (the banner says why).
 */
export function useCreateListAction(kind: ListKind) {
  const { t } = useTranslation();
  const ability = useAbility();
  const toast = useToast();
  const isGuest = useSession().session?.user.isGuest === true;
  const [isCreating, setIsCreating] = useState(false);
  return {
    isShown: isGuest || ability.can('create', kind),
    open: () => (isGuest ? toast.show(guestRefusalToast(t, 'create')) : setIsCreating(true)),
    dialogProps: { kind, isOpen: isCreating, onOpenChange: setIsCreating },
  };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EyeIcon, useToast } from '@creatorlens/ui';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth } from '../../lib/errors.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Shown while a platform admin acts as another user: whose account this is, and the way back. Renders nothing
 * otherwise, so the shell can mount it unconditionally.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const toast = useToast();
  const { session } = useSession();
  const [isStopping, setIsStopping] = useState(false);
  if (!session?.impersonatedBy) return null;

  async function stop() {
    setIsStopping(true);
    const result = await callAuth(() => authClient.admin.stopImpersonating());
    if (result.errorKey) {
      setIsStopping(false);
      toast.show({ tone: 'critical', title: t(result.errorKey) });
      return;
    }
    // A full reload, so nothing cached for the impersonated user survives into the admin's session.
    window.location.assign('/admin/users');
  }

  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 bg-warning-soft px-4 py-2 text-sm text-warning-strong"
    >
      <p className="flex items-center gap-2">
        <EyeIcon size={16} className="shrink-0" />
        <span>
          {t('Admin.impersonating', { name: session.user.displayName })}
          <span className="sr-only"> {t('Admin.impersonating-by', { name: session.impersonatedBy.name })}</span>
        </span>
      </p>
      <Button size="sm" variant="secondary" isLoading={isStopping} onClick={() => void stop()}>
        {t('Admin.stop-impersonating')}
      </Button>
    </div>
  );
}

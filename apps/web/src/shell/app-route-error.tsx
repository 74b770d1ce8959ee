import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@creatorlens/ui';
import { AccessRefusal, accessRefusalCode } from '../lib/access-refusal.tsx';
import { errorMessageKey } from '../lib/errors.ts';
import { AppShell } from './app-shell.tsx';

/**
 * What a signed-in page that failed shows: always inside the frame (sidebar, header, licence banner), never a
 * blank page. A licence or permission refusal says why and what to do; anything else may be worth a retry.
 */
export function AppRouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const refusal = accessRefusalCode(error);
  return (
    <AppShell>
      {refusal ? (
        <AccessRefusal code={refusal} />
      ) : (
        <Alert
          tone="critical"
          role="alert"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void router.invalidate()}>
              {t('Common.retry')}
            </Button>
          }
        >
          {t(errorMessageKey(error))}
        </Alert>
      )}
    </AppShell>
  );
}

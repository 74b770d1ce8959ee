import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@creatorlens/ui';
import { AccessRefusal, accessRefusalCode } from './access-refusal.tsx';
import { errorMessageKey } from './errors.ts';

/**
 * A failed query: the translated reason and a retry button. One component so every screen fails the same way.
 * A licence or permission refusal gets the refusal's explanation and way on instead: retrying cannot change it.
 */
export function QueryErrorAlert({ error, title, onRetry }: { error: unknown; title?: string | undefined; onRetry: () => unknown }) {
  const { t } = useTranslation();
  const refusal = accessRefusalCode(error);
  if (refusal) return <AccessRefusal code={refusal} />;
  return (
    <Alert
      tone="critical"
      role="alert"
      title={title}
      actions={
        <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
          {t('Common.retry')}
        </Button>
      }
    >
      {t(errorMessageKey(error))}
    </Alert>
  );
}

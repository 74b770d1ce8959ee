import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@creatorlens/ui';
import { errorMessageKey } from './errors.ts';

/** A failed query: the translated reason and a retry button. One component so every screen fails the same way. */
export function QueryErrorAlert({ error, title, onRetry }: { error: unknown; title?: string | undefined; onRetry: () => unknown }) {
  const { t } = useTranslation();
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

import { useTranslation } from 'react-i18next';
import { QueryState, type QueryStateProps } from '@creatorlens/ui';
import { QueryErrorAlert } from './query-error-alert.tsx';

export type AppQueryStateProps<TData> = Omit<QueryStateProps<TData>, 'loadingLabel' | 'renderError'> & {
  /** A heading over the error's message, where the screen says what failed to load. */
  errorTitle?: string;
};

/**
 * The design system's QueryState with the app's words: the loading announcement from the catalogue and the failed
 * query as QueryErrorAlert (translated reason by error code, retry, or the licence/permission refusal).
 */
export function AppQueryState<TData>({ errorTitle, ...props }: AppQueryStateProps<TData>) {
  const { t } = useTranslation();
  return (
    <QueryState
      loadingLabel={t('Common.loading')}
      renderError={(error, retry) => <QueryErrorAlert error={error} title={errorTitle} onRetry={retry} />}
      {...props}
    />
  );
}

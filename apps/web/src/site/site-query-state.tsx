import { Alert, Button, QueryState, type QueryStateProps, type QueryStateQuery } from '@creatorlens/ui';
import { useSiteTranslation } from './site-i18n-context.tsx';

export type SiteQueryStateProps<TData> = Omit<QueryStateProps<TData>, 'query' | 'loadingLabel' | 'renderError'> & {
  query: Omit<QueryStateQuery<TData>, 'error'>;
};

/**
 * The design system's QueryState for the public site's lists (charts, coupons), with the site's words: the site's
 * list state carries no error object, so a failure says the same thing whatever failed, with a retry.
 */
export function SiteQueryState<TData>({ query, ...props }: SiteQueryStateProps<TData>) {
  const { t } = useSiteTranslation();
  return (
    <QueryState
      query={{ ...query, error: null }}
      loadingLabel={t('Common.loading')}
      renderError={(_error, retry) => (
        <Alert
          tone="critical"
          role="alert"
          actions={
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('Common.retry')}
            </Button>
          }
        >
          {t('Common.error-occured')}
        </Alert>
      )}
      {...props}
    />
  );
}

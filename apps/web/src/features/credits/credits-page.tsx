import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { QueryErrorAlert } from '../../lib/query-error-alert.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CreditLedgerCard } from './credit-ledger-card.tsx';

function BalanceCards() {
  const { t } = useTranslation();
  const api = useTRPC();
  const format = useFormatters();
  const query = useQuery(api.credit.getBalance.queryOptions());
  if (query.isPending) return <Skeleton className="h-28 w-full rounded-2xl" />;
  if (query.isError) return <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />;
  const { balance, monthlyAllowance } = query.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card>
        <CardContent className="flex flex-col gap-1 pt-6">
          <span className="text-sm text-muted-foreground">{t('Credits.balance')}</span>
          <span className="text-3xl font-semibold tabular-nums" data-testid="credit-balance">
            {format.integer(balance)}
          </span>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-1 pt-6">
          <span className="text-sm text-muted-foreground">{t('Credits.monthly-allowance')}</span>
          <span className="text-3xl font-semibold tabular-nums">
            {monthlyAllowance === null ? t('Credits.no-licence') : format.integer(monthlyAllowance)}
          </span>
          {monthlyAllowance !== null && <span className="text-sm text-muted-foreground">{t('Credits.per-month')}</span>}
        </CardContent>
      </Card>
    </div>
  );
}

function PriceListCard() {
  const { t } = useTranslation();
  const api = useTRPC();
  const query = useQuery(api.credit.getPriceList.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Credits.prices-title')}</CardTitle>
        <CardDescription>{t('Credits.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : query.isError ? (
          <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('Credits.column-action')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('Credits.column-price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((price) => (
                <tr key={price.key} className="border-b border-border last:border-0">
                  <td className="py-2.5 pr-3">{t(`Credits.reason.${price.key}`)}</td>
                  <td className="py-2.5 text-right whitespace-nowrap">
                    <span className="font-medium">{t('Credits.price-value', { count: price.credits })}</span>{' '}
                    <span className="text-muted-foreground">{t(`Credits.unit.${price.unit}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

/** /workspace/credits: balance, the licence's monthly allowance, the ledger and what costs credits. */
export function CreditsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Credits.title'));
  return (
    <>
      <BalanceCards />
      <CreditLedgerCard />
      <PriceListCard />
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, DataTable, Skeleton } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CreditLedgerCard } from './credit-ledger-card.tsx';

function BalanceCards() {
  const { t } = useTranslation();
  const api = useTRPC();
  const format = useFormatters();
  const query = useQuery(api.credit.getBalance.queryOptions());
  return (
    <AppQueryState query={query} loading={<Skeleton className="h-28 w-full rounded-2xl" />}>
      {({ balance, monthlyAllowance }) => (
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
      )}
    </AppQueryState>
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
        <AppQueryState query={query} loading={<Skeleton className="h-24 w-full" />}>
          {(prices) => (
            <DataTable
              label={t('Credits.prices-title')}
              rows={prices}
              rowKey={(price) => price.key}
              minWidthClassName=""
              columns={[
                { key: 'action', header: t('Credits.column-action'), cell: (price) => t(`Credits.reason.${price.key}`) },
                {
                  key: 'price',
                  header: t('Credits.column-price'),
                  align: 'right',
                  className: 'whitespace-nowrap',
                  cell: (price) => (
                    <>
                      <span className="font-medium">{t('Credits.price-value', { count: price.credits })}</span>{' '}
                      <span className="text-muted-foreground">{t(`Credits.unit.${price.unit}`)}</span>
                    </>
                  ),
                },
              ]}
            />
          )}
        </AppQueryState>
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

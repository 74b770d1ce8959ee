import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { budgetToCents, centsToAmount, sumBudgets } from './budget.ts';
import { groupCards, type Board } from './use-board.ts';
import { formatHandle } from '../../lib/format-handle.ts';
import type { CardField } from './board-fields.ts';
import { FigureCell, useFieldLabel } from './card-figures.tsx';

const UNASSIGNED = '';

/**
 * The board as a table, with the chosen figures (followers, engagement, data date, bot risk) and budget totals per
 * column and per assignee (sums in exact cents).
 */
export function BoardTableView({ board, fields }: { board: Board; fields: readonly CardField[] }) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const format = useFormatters();
  const groups = groupCards(board);
  const memberNames = new Map(board.members.map((member) => [member.id, member.name]));
  const money = (cents: number) => t('Campaigns.budget-amount', { amount: format.amount(centsToAmount(cents)) });
  const rows = board.columns.flatMap((column) => (groups.get(column.id) ?? []).map((card) => ({ card, column })));
  const byColumn = sumBudgets(
    rows,
    (row) => row.column.id,
    (row) => row.card.maxBudget,
  );
  const byAssignee = sumBudgets(
    rows,
    (row) => row.card.assigneeId ?? UNASSIGNED,
    (row) => row.card.maxBudget,
  );
  const totalCents = rows.reduce((sum, row) => sum + budgetToCents(row.card.maxBudget), 0);
  const assigneeName = (id: string) => (id === UNASSIGNED ? t('Campaigns.unassigned') : (memberNames.get(id) ?? t('Campaigns.unassigned')));

  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-start gap-4 md:grid-cols-2">
        <TotalsTable
          title={t('Campaigns.totals-by-column')}
          keyLabel={t('Campaigns.column-name')}
          rows={board.columns.map((column) => ({
            key: column.id,
            label: column.name,
            ...(byColumn.get(column.id) ?? { cents: 0, count: 0 }),
          }))}
          totalCents={totalCents}
          totalCount={rows.length}
          money={money}
        />
        <TotalsTable
          title={t('Campaigns.totals-by-assignee')}
          keyLabel={t('Campaigns.assignee')}
          rows={[...byAssignee.entries()]
            .map(([key, value]) => ({ key, label: assigneeName(key), ...value }))
            .sort((a, b) => b.cents - a.cents)}
          totalCents={totalCents}
          totalCount={rows.length}
          money={money}
        />
      </div>
      <div className="overflow-x-auto rounded-xl border border-border bg-surface shadow-card">
        <table className="w-full min-w-[720px] border-collapse text-sm">
          <thead>
            <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
              <th scope="col" className="px-3 py-2.5 font-medium">
                {t('Lists.channel')}
              </th>
              {fields.map((field) => (
                <th
                  key={field}
                  scope="col"
                  data-column={field}
                  className={cn('px-3 py-2.5 font-medium whitespace-nowrap', field !== 'botRisk' && 'text-right')}
                >
                  {fieldLabel(field)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2.5 font-medium">
                {t('Campaigns.column-name')}
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                {t('Campaigns.assignee')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                {t('Campaigns.max-budget')}
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                {t('Campaigns.notes')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map(({ card, column }) => (
              <tr key={card.id}>
                <td className="px-3 py-2">
                  <Link
                    to="/$artistSlug"
                    params={{ artistSlug: card.channel.artistSlug }}
                    className={cn('rounded font-medium hover:underline', focusRing)}
                  >
                    {card.channel.name}
                  </Link>
                  {formatHandle(card.channel.handle) && (
                    <span className="ml-2 text-xs text-muted-foreground">{formatHandle(card.channel.handle)}</span>
                  )}
                </td>
                {fields.map((field) => (
                  <td
                    key={field}
                    data-column={field}
                    className={cn('px-3 py-2 text-xs whitespace-nowrap', field !== 'botRisk' && 'text-right text-sm')}
                  >
                    <FigureCell channel={card.channel} field={field} />
                  </td>
                ))}
                <td className="px-3 py-2">{column.name}</td>
                <td className="px-3 py-2">{assigneeName(card.assigneeId ?? UNASSIGNED)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {card.maxBudget === null ? t('Common.not-available') : money(budgetToCents(card.maxBudget))}
                </td>
                <td className="max-w-64 truncate px-3 py-2 text-muted-foreground">{card.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function TotalsTable(props: {
  title: string;
  keyLabel: string;
  rows: { key: string; label: string; cents: number; count: number }[];
  totalCents: number;
  totalCount: number;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full border-collapse overflow-hidden rounded-xl border border-border bg-surface text-sm shadow-card">
      <caption className="px-1 pb-2 text-left text-sm font-semibold">{props.title}</caption>
      <thead>
        <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
          <th scope="col" className="px-3 py-2 font-medium">
            {props.keyLabel}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            {t('Campaigns.cards')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            {t('Campaigns.max-budget')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {props.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {row.label}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{row.count}</td>
            <td className="px-3 py-2 text-right tabular-nums">{props.money(row.cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-border font-semibold">
          <th scope="row" className="px-3 py-2 text-left">
            {t('Campaigns.total')}
          </th>
          <td className="px-3 py-2 text-right tabular-nums">{props.totalCount}</td>
          <td className="px-3 py-2 text-right tabular-nums" data-testid="budget-total">
            {props.money(props.totalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

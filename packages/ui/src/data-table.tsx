import { useState, type ComponentType, type ReactNode } from 'react';
import { cn, focusRing } from './cn.ts';
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from './icons.tsx';

export type SortOrder = 'asc' | 'desc';

export interface DataTableSort<TKey extends string = string> {
  key: TKey;
  order: SortOrder;
}

export interface DataTableColumn<TRow, TKey extends string = string> {
  key: TKey;
  /** The column's name, also the sort button's accessible name. */
  header: string;
  /** The column's part of the row renderer. */
  cell: (row: TRow) => ReactNode;
  align?: 'left' | 'right';
  /** For a column of row actions: the header is read by screen readers only. */
  isHeaderHidden?: boolean;
  /** On both the header and the cells: width, or hiding a minor column on a phone (`max-sm:hidden`). */
  className?: string;
  /**
   * Makes the column sortable in the table itself (the rows it was given, compared by this value). Leave it out and
   * pass `sort`/`onSortChange` when the server sorts, as a paged list must.
   */
  sortValue?: (row: TRow) => string | number;
  /** Sortable by the server: a sort button that reports to `onSortChange`. */
  isSortable?: boolean;
}

export interface DataTableProps<TRow, TKey extends string = string> {
  columns: DataTableColumn<TRow, TKey>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  /** The table's accessible name (a table beside its heading can point at it with `aria-labelledby` instead). */
  label?: string;
  labelledBy?: string;
  /** The sort button's hint, e.g. `(header) => t('Table.sort-by', { column: header })`. */
  sortLabel?: (header: string) => string;
  /** Controlled sorting (server-sorted lists); without it, columns with `sortValue` sort in place. */
  sort?: DataTableSort<TKey> | null;
  onSortChange?: (sort: DataTableSort<TKey>) => void;
  defaultSort?: DataTableSort<TKey>;
  /** Below this width the table scrolls sideways inside its frame rather than squeezing its columns (390 px phones). */
  minWidthClassName?: string;
  /** Bounds the frame's height so the sticky header stays in view while the rows scroll beneath it. */
  maxHeightClassName?: string;
  /** Dims stale rows while the next page or search loads. */
  isFetching?: boolean;
  rowClassName?: (row: TRow) => string | undefined;
  /**
   * Renders each row's <tr> when a row needs hooks of its own (a drag source, a test id): it receives the row, the
   * table's class for it and the cells, and must render them inside one <tr> with that class.
   */
  rowComponent?: ComponentType<DataTableRowProps<TRow>>;
  testId?: string;
}

export interface DataTableRowProps<TRow> {
  row: TRow;
  className: string;
  children: ReactNode;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function sortRows<TRow, TKey extends string>(rows: readonly TRow[], column: DataTableColumn<TRow, TKey> | undefined, order: SortOrder) {
  const value = column?.sortValue;
  if (!value) return rows;
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const compared =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), undefined, { sensitivity: 'base' });
    return compared * direction;
  });
}

/**
 * The app's data table: header with sort buttons that announce their state (aria-sort), a header that stays in view,
 * one renderer per column, and on a narrow screen a sideways scroll inside the frame (the page itself never scrolls
 * sideways). A sort button is a real button, so Tab reaches it and Enter or Space sorts.
 */
export function DataTable<TRow, TKey extends string = string>({
  columns,
  rows,
  rowKey,
  label,
  labelledBy,
  sortLabel,
  sort: controlledSort,
  onSortChange,
  defaultSort,
  minWidthClassName = 'min-w-[600px]',
  maxHeightClassName,
  isFetching = false,
  rowClassName,
  rowComponent: RowComponent,
  testId,
}: DataTableProps<TRow, TKey>) {
  const [ownSort, setOwnSort] = useState<DataTableSort<TKey> | null>(defaultSort ?? null);
  const isControlled = onSortChange !== undefined;
  const sort = isControlled ? (controlledSort ?? null) : ownSort;
  const shownRows =
    isControlled || !sort
      ? rows
      : sortRows(
          rows,
          columns.find((column) => column.key === sort.key),
          sort.order,
        );

  const onSort = (key: TKey) => {
    // A fresh column starts ascending; the sorted one flips.
    const next: DataTableSort<TKey> = { key, order: sort?.key === key && sort.order === 'asc' ? 'desc' : 'asc' };
    if (isControlled) onSortChange(next);
    else setOwnSort(next);
  };

  return (
    <div
      className={cn(
        'relative overflow-x-auto rounded-xl border border-border bg-surface shadow-card',
        maxHeightClassName && ['overflow-y-auto', maxHeightClassName],
        isFetching && 'opacity-70',
      )}
      data-testid={testId}
    >
      <table className={cn('w-full border-collapse text-sm', minWidthClassName)} aria-label={label} aria-labelledby={labelledBy}>
        <thead className="sticky top-0 z-10 bg-surface">
          <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
            {columns.map((column, index) => {
              const isSortable = column.isSortable === true || column.sortValue !== undefined;
              const isSorted = sort?.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={isSortable ? (isSorted ? ariaSort[sort.order] : 'none') : undefined}
                  className={cn(
                    'py-2.5 font-medium',
                    index === 0 ? 'px-4' : 'px-3',
                    column.align === 'right' && 'text-right',
                    column.className,
                  )}
                >
                  {isSortable ? (
                    <button
                      type="button"
                      onClick={() => onSort(column.key)}
                      title={sortLabel?.(column.header)}
                      className={cn(
                        '-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground',
                        isSorted && 'text-foreground',
                        focusRing,
                      )}
                    >
                      {column.header}
                      {isSorted ? (
                        sort.order === 'asc' ? (
                          <ArrowUpIcon size={12} />
                        ) : (
                          <ArrowDownIcon size={12} />
                        )
                      ) : (
                        <ChevronsUpDownIcon size={12} className="opacity-50" />
                      )}
                    </button>
                  ) : column.isHeaderHidden ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {shownRows.map((row) => {
            const className = cn('hover:bg-muted/30', rowClassName?.(row));
            const cells = columns.map((column, index) => (
              <td
                key={column.key}
                className={cn(
                  'py-2.5',
                  index === 0 ? 'px-4' : 'px-3',
                  column.align === 'right' && 'text-right tabular-nums',
                  column.className,
                )}
              >
                {column.cell(row)}
              </td>
            ));
            return RowComponent ? (
              <RowComponent key={rowKey(row)} row={row} className={className}>
                {cells}
              </RowComponent>
            ) : (
              <tr key={rowKey(row)} className={className}>
                {cells}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from '../src/index.ts';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  members: number;
}

const rows: Row[] = [
  { id: 'b', name: 'Beta', members: 3 },
  { id: 'a', name: 'alpha', members: 12 },
  { id: 'c', name: 'Gamma', members: 1 },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', sortValue: (row) => row.name, cell: (row) => row.name },
  { key: 'members', header: 'Members', align: 'right', sortValue: (row) => row.members, cell: (row) => String(row.members) },
  { key: 'actions', header: 'Actions', isHeaderHidden: true, cell: (row) => <button type="button">Open {row.name}</button> },
];

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
/** What a browser does when Enter or Space is pressed on a focused button: jsdom does not synthesise that click. */
const pressKey = (button: HTMLElement) => {
  button.focus();
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
};

describe('DataTable', () => {
  it('renders a labelled table whose sortable headers say they are unsorted', () => {
    render(
      <DataTable label="Organisations" columns={columns} rows={rows} rowKey={(row) => row.id} sortLabel={(name) => `Sort by ${name}`} />,
    );
    expect(screen.getByRole('table', { name: 'Organisations' })).toBeTruthy();
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Actions').getAttribute('aria-sort')).toBeNull();
    expect(within(header('Actions')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Name' }).getAttribute('title')).toBe('Sort by Name');
    expect(firstColumn()).toEqual(['Beta', 'alpha', 'Gamma']);
  });

  it('sorts in place from the keyboard: a header button is a real button, ascending first, then descending', () => {
    render(<DataTable label="Organisations" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const nameButton = screen.getByRole('button', { name: 'Name' });
    expect(nameButton.tagName).toBe('BUTTON');
    expect(nameButton.getAttribute('tabindex')).toBeNull();

    pressKey(nameButton);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['alpha', 'Beta', 'Gamma']);

    pressKey(nameButton);
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['Gamma', 'Beta', 'alpha']);

    pressKey(screen.getByRole('button', { name: 'Members' }));
    expect(header('Members').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(firstColumn()).toEqual(['Gamma', 'Beta', 'alpha']);
  });

  it('leaves the order to the caller when sorting is controlled (a server-sorted, paged list)', () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        label="Organisations"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={{ key: 'members', order: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(header('Members').getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['Beta', 'alpha', 'Gamma']);
    pressKey(screen.getByRole('button', { name: 'Members' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'members', order: 'asc' });
    pressKey(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', order: 'asc' });
  });

  it('keeps the header sticky and scrolls sideways inside its frame on a narrow screen', () => {
    const { container } = render(<DataTable label="Organisations" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(container.querySelector('thead')!.className).toContain('sticky');
    expect(container.firstElementChild!.className).toContain('overflow-x-auto');
    expect(screen.getByRole('table').className).toContain('min-w-[600px]');
  });
});

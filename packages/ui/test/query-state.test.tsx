// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryStateQuery } from '../src/index.ts';

afterEach(cleanup);

function query<T>(overrides: Partial<QueryStateQuery<T>>): QueryStateQuery<T> {
  return { data: undefined, error: null, isError: false, refetch: () => undefined, ...overrides };
}

function renderState(state: QueryStateQuery<string[]>, isEmpty?: (data: string[]) => boolean) {
  return render(
    <QueryState
      query={state}
      loadingLabel="Loading…"
      renderError={(error, retry) => (
        <div role="alert">
          {String(error)}
          <button type="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      loading={<div data-testid="placeholder" />}
      empty={<p>Nothing yet</p>}
      {...(isEmpty ? { isEmpty } : {})}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('announces loading in a busy status region around the placeholder', () => {
    renderState(query({}));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
    expect(screen.getByTestId('placeholder')).toBeTruthy();
  });

  it('shows the error with a retry that refetches', () => {
    const refetch = vi.fn();
    renderState(query({ isError: true, error: 'Network down', refetch }));
    expect(screen.getByRole('alert').textContent).toContain('Network down');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps loaded data on screen when a later refetch fails', () => {
    renderState(query({ data: ['Summer'], isError: true, error: 'Network down' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('Summer');
  });

  it('shows the empty state for an empty array, and for what a custom test calls empty', () => {
    renderState(query({ data: [] }));
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    cleanup();
    renderState(query({ data: ['hidden'] }), (items) => items.every((item) => item === 'hidden'));
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the data through its children once loaded', () => {
    renderState(query({ data: ['Summer', 'Winter'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Summer', 'Winter']);
  });
});

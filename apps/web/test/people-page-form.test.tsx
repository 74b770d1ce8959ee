// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatorIn } from './support/translator.ts';

vi.mock('../src/lib/trpc.ts', () => ({
  useTRPC: () => ({
    discovery: {
      searchPeople: {
        queryOptions: (input: unknown) => ({
          queryKey: ['discovery.searchPeople', input],
          queryFn: () => Promise.resolve({ people: [], total: 0, isTotalCapped: false, page: 1, pageSize: 25 }),
        }),
      },
    },
  }),
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => createElement('a', {}, children),
}));

const { PeoplePage } = await import('../src/features/people/people-page.tsx');

afterEach(cleanup);

async function renderPage(language: 'de' | 'en') {
  const i18n = await translatorIn(language);
  const onSearchChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(createElement(PeoplePage, { search: { platforms: 'tiktok', min: 1000 }, onSearchChange }), {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(I18nextProvider, { i18n }, createElement(QueryClientProvider, { client: queryClient }, children)),
  });
  const form = screen.getByRole('form');
  return {
    form,
    onSearchChange,
    submit: () => act(async () => fireEvent.submit(form)),
    type: (label: string, value: string) => act(async () => fireEvent.change(within(form).getByLabelText(label), { target: { value } })),
    alerts: () =>
      within(form)
        .queryAllByRole('alert')
        .map((alert) => alert.textContent),
  };
}

describe('the people search form on its page', () => {
  it('refuses an upside-down range in English until "from" is lowered, then puts the filter into the URL', async () => {
    const { form, onSearchChange, submit, type, alerts } = await renderPage('en');
    expect((within(form).getByLabelText('Followers from') as HTMLInputElement).value).toBe('1000');
    await act(async () => fireEvent.click(within(form).getByLabelText('Instagram')));
    await type('Followers up to', '500');
    await submit();
    expect(alerts()).toEqual(['Enter a number no lower than “Followers from”.']);
    expect(onSearchChange).not.toHaveBeenCalled();
    await type('Followers from', '100');
    expect(alerts()).toEqual([]);
    await submit();
    expect(onSearchChange).toHaveBeenCalledWith(
      expect.objectContaining({ platforms: 'instagram,tiktok', min: 100, max: 500, page: undefined }),
    );
  });

  it('words a count that is no whole number in German', async () => {
    const { submit, type, alerts } = await renderPage('de');
    await type('Follower ab', '1,5');
    await submit();
    expect(alerts()).toEqual(['Geben Sie eine ganze Zahl ein.']);
  });
});

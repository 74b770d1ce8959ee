// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@creatorlens/ui';
import type { RouterOutputs } from '../src/lib/trpc.ts';
import { translatorIn, withTranslator } from './support/translator.ts';

type Member = RouterOutputs['member']['listMembers'][number];

const updateRole = vi.fn((_input: { memberId: string; role: string }) => Promise.resolve({}));
const removeMember = vi.fn((_input: { memberId: string }) => Promise.resolve({}));

vi.mock('../src/lib/trpc.ts', () => ({
  useTRPC: () => ({
    member: {
      updateRole: { mutationOptions: (options: object) => ({ ...options, mutationFn: updateRole }) },
      removeMember: { mutationOptions: (options: object) => ({ ...options, mutationFn: removeMember }) },
      listMembers: { queryFilter: () => ({ queryKey: ['member.listMembers'] }) },
      getSeatUsage: { queryFilter: () => ({ queryKey: ['member.getSeatUsage'] }) },
    },
    user: { pathFilter: () => ({ queryKey: ['user'] }) },
  }),
}));
// Leaving navigates home; the router itself is not under test here.
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate: vi.fn() }) }));

const { MembersTable } = await import('../src/features/members/members-table.tsx');

const person = (id: string, displayName: string, role: Member['role'], isMe = false): Member => ({
  id,
  userId: `user-${id}`,
  name: displayName,
  displayName,
  email: `${id}@example.test`,
  image: null,
  role,
  isMe,
  joinedAt: Date.UTC(2026, 0, 15),
});
const members = [person('ada', 'Ada Admin', 'admin', true), person('mia', 'Mia Mitglied', 'member'), person('otto', 'Otto Owner', 'owner')];

async function renderTable(language: 'de' | 'en') {
  const i18n = await translatorIn(language);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const Translated = withTranslator(i18n);
  render(createElement(MembersTable, { members, canUpdateRoles: true, canRemove: true, isOwner: false, isGuest: false }), {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(
        Translated,
        null,
        createElement(
          QueryClientProvider,
          { client: queryClient },
          createElement(ToastProvider, { label: 'Notifications', closeLabel: 'Close', children }),
        ),
      ),
  });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the members table', () => {
  it('is one labelled table with a row per member, and the row actions an admin may use', async () => {
    await renderTable('en');
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + members.length);
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    // An admin changes members' and admins' roles, not an owner's (only owners do), and leaves rather than removes themself.
    expect(screen.getByRole('combobox', { name: 'Role of Mia Mitglied' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Role of Otto Owner' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Mia Mitglied' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Otto Owner' })).toBeNull();
    // The journeys find a member's row by its test id and read "You" in it.
    expect(screen.getAllByTestId('member-row').find((cell) => cell.textContent?.includes('ada@example.test'))?.textContent).toContain(
      'You',
    );
  });

  it('changes a role from the select and removes a member after the confirmation, in German', async () => {
    await renderTable('de');
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Rolle von Mia Mitglied' }), { target: { value: 'admin' } }),
    );
    expect(updateRole.mock.calls[0]![0]).toEqual({ memberId: 'mia', role: 'admin' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mia Mitglied entfernen' })));
    const dialog = screen.getByRole('dialog', { name: 'Mia Mitglied entfernen?' });
    expect(removeMember).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' })));
    expect(removeMember.mock.calls[0]![0]).toEqual({ memberId: 'mia' });
  });
});

import { useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ListKind } from './list-queries.ts';
import { DeleteListDialog } from './delete-list-dialog.tsx';
import type { useListMutations } from './use-list-mutations.ts';

type Item = { id: string; name: string; usage: number };

const INDEX_PATH = { campaign: '/campaign', watchlist: '/watchlist', tag: '/tag' } as const;

/**
 * Deleting asks first; holding Shift skips the question when the item is not in use (spec §5). Deleting the item
 * whose page is open leaves for the list's index page.
 */
export function useDeleteFlow(kind: ListKind, mutations: ReturnType<typeof useListMutations>) {
  const [pending, setPending] = useState<Item | null>(null);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const remove = async (item: Item) => {
    const isOpen = pathname.split('/').includes(item.id);
    const isDone = await mutations.remove(item);
    if (isDone && isOpen) await navigate({ to: INDEX_PATH[kind] });
  };

  return {
    request: (item: Item, withShift: boolean) => {
      if (withShift && item.usage === 0) void remove(item);
      else setPending(item);
    },
    dialog: (
      <DeleteListDialog
        kind={kind}
        item={pending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const item = pending;
          setPending(null);
          if (item) void remove(item);
        }}
      />
    ),
  };
}

import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Avatar,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Input,
  Skeleton,
  cn,
  focusRing,
  useToast,
} from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { trpcClient, useTRPC } from '../../lib/trpc.ts';
import { teamErrorMessage } from './team-errors.ts';
import type { TeamItem } from './team-dialogs.tsx';

/**
 * Chooses a team's members from the organisation's members: a filter box over a group of checkboxes, so the
 * multi-select works with Tab, Space and a screen reader without a custom listbox. Saving adds and removes the
 * difference.
 */
export function TeamMembersDialog({ team, onClose }: { team: TeamItem; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const people = useQuery(api.member.listMembers.queryOptions());
  const initial = useMemo(() => new Set(team.members.map((person) => person.userId)), [team.members]);
  const [chosen, setChosen] = useState<Set<string>>(initial);
  const [filter, setFilter] = useState('');
  const save = useMutation({
    mutationFn: async () => {
      const added = [...chosen].filter((userId) => !initial.has(userId));
      const removed = [...initial].filter((userId) => !chosen.has(userId));
      // One call adds everyone (all or nothing on the server); removals are one call per person, as the API is shaped.
      if (added.length > 0) await trpcClient.team.addMembers.mutate({ teamId: team.id, userIds: added });
      for (const userId of removed) await trpcClient.team.removeMember.mutate({ teamId: team.id, userId });
    },
    onSettled: () => queryClient.invalidateQueries(api.team.listTeams.queryFilter()),
    onSuccess: () => {
      toast.show({ tone: 'success', title: t('Teams.members-saved', { name: team.name }) });
      onClose();
    },
  });
  const needle = filter.trim().toLocaleLowerCase();
  const isMatch = (person: { displayName: string; email: string | null }) =>
    !needle || person.displayName.toLocaleLowerCase().includes(needle) || (person.email ?? '').toLocaleLowerCase().includes(needle);
  const toggle = (userId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={t('Common.close')}>
        <DialogTitle>{t('Teams.members-title', { name: team.name })}</DialogTitle>
        <DialogDescription>{t('Teams.members-description')}</DialogDescription>
        {save.error && (
          <Alert tone="critical" role="alert">
            {teamErrorMessage(t, save.error)}
          </Alert>
        )}
        <Input
          type="search"
          aria-label={t('Teams.members-filter')}
          placeholder={t('Teams.members-filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <AppQueryState query={people} loading={<Skeleton className="h-40 w-full" />}>
          {(members) => {
            const visible = members.filter(isMatch);
            return (
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-2 flex w-full justify-between text-sm font-medium">
                  <span>{t('Teams.members-legend')}</span>
                  <span className="font-normal text-muted-foreground" aria-live="polite">
                    {t('Teams.members-selected', { count: chosen.size })}
                  </span>
                </legend>
                <ul className="flex max-h-72 flex-col gap-0.5 overflow-y-auto" data-testid="team-member-options">
                  {visible.map((person) => (
                    <li key={person.userId}>
                      <label
                        className={cn(
                          'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted has-[:focus-visible]:bg-muted',
                          chosen.has(person.userId) && 'bg-primary-soft/60',
                        )}
                      >
                        <input
                          type="checkbox"
                          className={cn('size-4 shrink-0 accent-primary', focusRing)}
                          checked={chosen.has(person.userId)}
                          onChange={() => toggle(person.userId)}
                        />
                        <Avatar name={person.displayName} src={person.image} size="sm" />
                        <span className="flex min-w-0 flex-col">
                          <span className="truncate text-sm">{person.displayName}</span>
                          {person.email && <span className="truncate text-xs text-muted-foreground">{person.email}</span>}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
                {visible.length === 0 && <p className="px-2 text-sm text-muted-foreground">{t('Teams.members-none-match')}</p>}
              </fieldset>
            );
          }}
        </AppQueryState>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('Common.cancel')}</Button>
          </DialogClose>
          <Button isLoading={save.isPending} disabled={!people.data} onClick={() => save.mutate()}>
            {t('Teams.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

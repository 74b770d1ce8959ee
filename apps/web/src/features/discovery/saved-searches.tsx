import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BookmarkIcon,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Field,
  Input,
  Skeleton,
  TrashIcon,
  cn,
  focusRing,
  QueryState,
  useToast,
} from '@creatorlens/ui';
import type { DiscoveryPlatform } from '../../lib/api-contract.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { pickFilters, type DiscoverySearch } from './discovery-search.ts';

/** Saved searches of the organisation for one platform: apply, delete, and save the current filter. */
export function SavedSearches({
  platform,
  search,
  onApply,
}: {
  platform: DiscoveryPlatform;
  search: DiscoverySearch;
  onApply: (filters: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const api = useTRPC();
  const list = useQuery(api.discovery.listSavedSearches.queryOptions());
  const invalidate = () => queryClient.invalidateQueries({ queryKey: api.discovery.listSavedSearches.queryKey() });

  const remove = useMutation({
    ...api.discovery.deleteSavedSearch.mutationOptions(),
    onSuccess: async () => {
      toast.show({ tone: 'success', title: t('Discovery.search-deleted') });
      await invalidate();
    },
    onError: (error) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
  });

  return (
    <section aria-labelledby="saved-searches-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h2 id="saved-searches-title" className="flex items-center gap-2 text-sm font-semibold">
          <BookmarkIcon size={14} className="text-muted-foreground" />
          {t('Discovery.saved-searches')}
        </h2>
        <SaveSearchDialog platform={platform} search={search} onSaved={invalidate} />
      </div>
      {/*
        The design system's QueryState with a one-line failure: this is a side panel beside the results, and the
        results already explain a refusal in full (a licence that expired, say); a second alert with its own buttons
        here would say the same thing twice.
      */}
      <QueryState
        query={list}
        loadingLabel={t('Common.loading')}
        renderError={(error) => <p className="text-xs text-critical-strong">{t(errorMessageKey(error))}</p>}
        loading={
          <div className="flex flex-col gap-2">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        }
        empty={<p className="text-xs text-muted-foreground">{t('Discovery.no-saved-searches')}</p>}
        isEmpty={(items) => items.every((item) => item.platform !== platform)}
      >
        {(items) => (
          <ul className="flex flex-col gap-1">
            {items
              .filter((item) => item.platform === platform)
              .map((item) => (
                <li key={item.id} className="group flex items-center gap-1 rounded-lg hover:bg-muted">
                  <button
                    type="button"
                    onClick={() => onApply(item.filters)}
                    aria-label={t('Discovery.apply-saved', { name: item.name })}
                    className={cn('min-w-0 flex-1 truncate rounded-lg px-2.5 py-1.5 text-left text-sm', focusRing)}
                  >
                    {item.name}
                  </button>
                  <button
                    type="button"
                    onClick={() => remove.mutate({ id: item.id })}
                    aria-label={t('Discovery.delete-saved', { name: item.name })}
                    className={cn('rounded-md p-1.5 text-muted-foreground hover:text-critical-strong', focusRing)}
                  >
                    <TrashIcon size={14} />
                  </button>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function SaveSearchDialog({
  platform,
  search,
  onSaved,
}: {
  platform: DiscoveryPlatform;
  search: DiscoverySearch;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const api = useTRPC();
  const save = useMutation({
    ...api.discovery.saveSearch.mutationOptions(),
    onSuccess: async (_, input) => {
      toast.show({ tone: 'success', title: t('Discovery.search-saved', { name: input.name }) });
      setIsOpen(false);
      setName('');
      await onSaved();
    },
    onError: (mutationError) => setError(t(errorMessageKey(mutationError))),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('Discovery.search-name-required'));
      return;
    }
    setError(null);
    save.mutate({ name: trimmed, platform, filters: pickFilters(search) });
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <Button variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
        {t('Discovery.save-search')}
      </Button>
      <DialogContent closeLabel={t('Common.close')}>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <DialogTitle>{t('Discovery.save-search-title')}</DialogTitle>
          <DialogDescription>{t('Discovery.save-search-body')}</DialogDescription>
          <Field label={t('Discovery.search-name')} error={error}>
            <Input
              value={name}
              maxLength={100}
              placeholder={t('Discovery.search-name-placeholder')}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => setIsOpen(false)}>
              {t('Common.cancel')}
            </Button>
            <Button type="submit" isLoading={save.isPending}>
              {t('Discovery.save-search')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

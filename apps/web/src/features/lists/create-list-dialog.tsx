import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Field,
  Input,
  NativeSelect,
  cn,
  focusRing,
  useToast,
} from '@creatorlens/ui';
import { LIST_NAME_MAX_LENGTH, listNameFormSchema } from '@creatorlens/contracts';
import { errorMessageKey } from '../../lib/errors.ts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { LIST_NAME_MESSAGES } from './list-name-messages.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { ListKind } from './list-queries.ts';
import { TAG_COLORS, TagDot, type TagColor } from './tag-dot.tsx';

export interface CreateListDialogProps {
  kind: ListKind;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const TITLE_KEY = { campaign: 'Lists.new-campaign', watchlist: 'Lists.new-watchlist', tag: 'Lists.new-tag' } as const;

/**
 * Creates a campaign (with translated default columns), a manual or dynamic watchlist, or a tag; then opens it.
 * Nothing is mounted while it is closed: the sidebar holds three of them, each with its mutations and queries, and
 * none is needed for the page's first frame. A new opening starts with an empty form.
 */
export function CreateListDialog(props: CreateListDialogProps) {
  return props.isOpen ? <OpenCreateListDialog {...props} /> : null;
}

function OpenCreateListDialog({ kind, onOpenChange }: Omit<CreateListDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm(listNameFormSchema, { defaultValues: { name: '' }, messages: LIST_NAME_MESSAGES });
  const [watchlistType, setWatchlistType] = useState<'manual' | 'dynamic'>('manual');
  const [savedSearchId, setSavedSearchId] = useState('');
  const [color, setColor] = useState<TagColor>('primary');
  const savedSearches = useQuery(api.discovery.listSavedSearches.queryOptions(undefined, { enabled: kind === 'watchlist' }));

  const onError = (error: unknown) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) });
  const finish = async (listKey: readonly unknown[], open: () => Promise<void>) => {
    await queryClient.invalidateQueries({ queryKey: listKey });
    onOpenChange(false);
    await open();
  };
  const createCampaign = useMutation({
    ...api.campaign.createCampaign.mutationOptions(),
    onSuccess: (created) =>
      finish(api.campaign.listCampaigns.queryKey(), () => navigate({ to: '/campaign/$campaignId', params: { campaignId: created.id } })),
    onError,
  });
  const createWatchlist = useMutation({
    ...api.watchlist.createWatchlist.mutationOptions(),
    onSuccess: (created) =>
      finish(api.watchlist.listWatchlists.queryKey(), () =>
        navigate({ to: '/watchlist/$watchlistId', params: { watchlistId: created.id } }),
      ),
    onError,
  });
  const createTag = useMutation({
    ...api.tag.createTag.mutationOptions(),
    onSuccess: (created) => finish(api.tag.listTags.queryKey(), () => navigate({ to: '/tag/$tagId', params: { tagId: created.id } })),
    onError,
  });
  const isPending = createCampaign.isPending || createWatchlist.isPending || createTag.isPending;

  // Spec §5: a blank name (after trimming) saves nothing; the schema refuses it before this runs.
  function create({ name: trimmed }: { name: string }) {
    if (kind === 'campaign') {
      const columns = [
        t('Campaigns.column-shortlist'),
        t('Campaigns.column-contacted'),
        t('Campaigns.column-confirmed'),
        t('Campaigns.column-live'),
      ];
      createCampaign.mutate({ name: trimmed, columns });
    } else if (kind === 'watchlist') {
      if (watchlistType === 'dynamic' && savedSearchId) createWatchlist.mutate({ name: trimmed, type: 'dynamic', savedSearchId });
      else createWatchlist.mutate({ name: trimmed, type: 'manual' });
    } else {
      createTag.mutate({ name: trimmed, color });
    }
  }

  const searches = savedSearches.data ?? [];
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('Common.close')}>
        <DialogTitle>{t(TITLE_KEY[kind])}</DialogTitle>
        <DialogDescription>
          {kind === 'campaign' ? t('Campaigns.description') : kind === 'watchlist' ? t('Watchlists.description') : t('Tags.description')}
        </DialogDescription>
        <form onSubmit={form.handleSubmit(create)} className="flex flex-col gap-4" noValidate>
          <Field label={t('Lists.name')} error={fieldError(form.formState.errors, 'name')}>
            <Input maxLength={LIST_NAME_MAX_LENGTH} autoFocus {...form.register('name')} />
          </Field>
          {kind === 'watchlist' && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t('Watchlists.type')}</legend>
              {(['manual', 'dynamic'] as const).map((type) => (
                <label key={type} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="watchlist-type"
                    className={cn('mt-0.5 accent-primary', focusRing)}
                    checked={watchlistType === type}
                    disabled={type === 'dynamic' && searches.length === 0}
                    onChange={() => setWatchlistType(type)}
                  />
                  <span className="flex flex-col">
                    <span className="font-medium">{t(type === 'manual' ? 'Watchlists.type-manual' : 'Watchlists.type-dynamic')}</span>
                    <span className="text-muted-foreground">
                      {type === 'dynamic' && searches.length === 0
                        ? t('Watchlists.no-saved-searches')
                        : t(type === 'manual' ? 'Watchlists.type-manual-hint' : 'Watchlists.type-dynamic-hint')}
                    </span>
                  </span>
                </label>
              ))}
              {watchlistType === 'dynamic' && searches.length > 0 && (
                <Field label={t('Watchlists.saved-search')}>
                  <NativeSelect value={savedSearchId} onChange={(event) => setSavedSearchId(event.target.value)} required>
                    <option value="" disabled>
                      {t('Watchlists.saved-search')}
                    </option>
                    {searches.map((search) => (
                      <option key={search.id} value={search.id}>
                        {search.name} · {t(`Platforms.${search.platform}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              )}
            </fieldset>
          )}
          {kind === 'tag' && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t('Tags.color')}</legend>
              <div className="grid grid-cols-3 gap-2">
                {TAG_COLORS.map((option) => (
                  <label
                    key={option}
                    className={cn(
                      'flex items-center gap-2 rounded-lg border border-border px-2.5 py-1.5 text-sm has-checked:border-primary has-checked:bg-primary-soft/40 has-focus-visible:ring-2 has-focus-visible:ring-ring',
                    )}
                  >
                    <input type="radio" name="tag-color" className="sr-only" checked={color === option} onChange={() => setColor(option)} />
                    <TagDot color={option} />
                    {t(`Tags.color-${option}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {t('Common.cancel')}
            </Button>
            <Button type="submit" isLoading={isPending} disabled={kind === 'watchlist' && watchlistType === 'dynamic' && !savedSearchId}>
              {t('Lists.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

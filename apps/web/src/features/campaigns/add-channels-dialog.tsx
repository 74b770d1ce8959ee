import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, Input, Spinner, cn } from '@creatorlens/ui';
import { type DraggedChannel, useChannelDrop } from '../lists/index.ts';
import { CHANNEL_SEARCH_DEBOUNCE_MS } from '../../lib/channel-search-box.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { formatHandle } from '../../lib/format-handle.ts';

export interface AddChannelsDialogProps {
  campaign: { id: string; name: string };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Search channels as you type and pick many; they are added in one request (same rules as a drop). */
export function AddChannelsDialog({ campaign, isOpen, onOpenChange }: AddChannelsDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const drop = useChannelDrop();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Map<string, DraggedChannel & { name: string }>>(new Map());
  const [isAdding, setIsAdding] = useState(false);
  const debounced = useDebouncedValue(query.trim(), CHANNEL_SEARCH_DEBOUNCE_MS);
  const isEnabled = isOpen && debounced.length >= 2;
  const search = useQuery(
    api.channel.searchChannels.queryOptions({ q: debounced, limit: 20 }, { enabled: isEnabled, placeholderData: keepPreviousData }),
  );
  const results = isEnabled ? (search.data ?? []) : [];

  const toggle = (channel: (typeof results)[number]) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(channel.id)) next.delete(channel.id);
      else next.set(channel.id, { id: channel.id, platform: channel.platform, name: channel.name });
      return next;
    });

  const close = (isNowOpen: boolean) => {
    onOpenChange(isNowOpen);
    if (!isNowOpen) {
      setQuery('');
      setPicked(new Map());
    }
  };

  const add = async () => {
    setIsAdding(true);
    const outcome = await drop.dropOnCampaign(campaign, [...picked.values()]);
    setIsAdding(false);
    if (outcome !== 'refused') close(false);
  };

  return (
    <Dialog open={isOpen} onOpenChange={close}>
      <DialogContent closeLabel={t('Common.close')} className="max-w-lg">
        <DialogTitle>{t('Campaigns.add-channels-title', { name: campaign.name })}</DialogTitle>
        <DialogDescription>{t('Campaigns.add-channels-description')}</DialogDescription>
        <div className="relative">
          <Input
            aria-label={t('Campaigns.search-channels')}
            placeholder={t('Campaigns.search-channels')}
            value={query}
            autoFocus
            onChange={(event) => setQuery(event.target.value)}
          />
          {search.isFetching && <Spinner size="sm" className="absolute top-1/2 right-3 -translate-y-1/2" />}
        </div>
        <div className="max-h-72 min-h-32 overflow-y-auto rounded-lg border border-border">
          {!isEnabled ? (
            <p className="p-4 text-sm text-muted-foreground">{t('Campaigns.type-more')}</p>
          ) : results.length === 0 && !search.isFetching ? (
            <p className="p-4 text-sm text-muted-foreground">{t('Campaigns.no-results')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {results.map((channel) => (
                <li key={channel.id}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted/50',
                      picked.has(channel.id) && 'bg-primary-soft/40',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={picked.has(channel.id)}
                      onChange={() => toggle(channel)}
                    />
                    <Avatar name={channel.name} src={channel.avatarUrl} size="sm" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm font-medium">{channel.name}</span>
                      <span className="truncate text-xs text-muted-foreground">
                        {[formatHandle(channel.handle), channel.followers === null ? null : format.number(channel.followers)]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                    <PlatformBadge platform={channel.platform} />
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
        <DialogFooter className="items-center">
          <span className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {t('Campaigns.selected', { count: picked.size })}
          </span>
          <Button variant="ghost" onClick={() => close(false)}>
            {t('Common.cancel')}
          </Button>
          <Button onClick={() => void add()} disabled={picked.size === 0} isLoading={isAdding}>
            {t('Campaigns.add-selected', { count: picked.size })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

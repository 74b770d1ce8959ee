import { useTranslation } from 'react-i18next';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type ButtonSize,
  type ButtonVariant,
  PlusIcon,
} from '@creatorlens/ui';
import { Link } from '@tanstack/react-router';
import type { DraggedChannel } from './channel-drag.ts';
import { useCampaignList, useTagList, useWatchlistList } from './list-queries.ts';
import { TagDot } from './tag-dot.tsx';
import { useChannelDrop } from './use-channel-drop.ts';

export interface AddToMenuProps {
  /** The channels to add, read when an entry is chosen. */
  getChannels: () => DraggedChannel[];
  count: number;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * The keyboard (and touch) alternative to dragging channels onto the sidebar: a menu of the campaigns the user may
 * change, the manual watchlists and the tags. Same rules and messages as a drop.
 */
export function AddToMenu({ getChannels, count, variant = 'secondary', size = 'sm' }: AddToMenuProps) {
  const { t } = useTranslation();
  const campaigns = useCampaignList();
  const watchlists = useWatchlistList();
  const tags = useTagList();
  const drop = useChannelDrop();
  const campaignItems = drop.canUpdateCampaign ? (campaigns.data ?? []) : [];
  const watchlistItems = drop.canUpdateWatchlist ? (watchlists.data ?? []).filter((item) => item.type === 'manual') : [];
  const tagItems = drop.canUpdateTag ? (tags.data ?? []) : [];
  const isEmpty = campaignItems.length + watchlistItems.length + tagItems.length === 0;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} size={size} aria-label={t('Lists.add-to-label', { count })} disabled={count === 0}>
          <PlusIcon size={14} />
          {t('Lists.add-to')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto">
        {drop.isGuest ? (
          // Guests look at the demo lists but cannot change them: say so, with the way to lists of their own.
          <>
            <DropdownMenuLabel className="max-w-72 font-normal whitespace-normal">
              {t('Refusals.guest-body', { action: t('Refusals.guest-action.add-to-list') })}
            </DropdownMenuLabel>
            <DropdownMenuItem asChild>
              <Link to="/sign-up">{t('Refusals.sign-up')}</Link>
            </DropdownMenuItem>
          </>
        ) : (
          isEmpty && <DropdownMenuLabel>{t('Lists.no-targets')}</DropdownMenuLabel>
        )}
        {campaignItems.length > 0 && <DropdownMenuLabel>{t('Lists.campaigns')}</DropdownMenuLabel>}
        {campaignItems.map((campaign) => (
          <DropdownMenuItem key={campaign.id} onSelect={() => void drop.dropOnCampaign(campaign, getChannels())}>
            <span className="truncate">{campaign.name}</span>
          </DropdownMenuItem>
        ))}
        {watchlistItems.length > 0 && (
          <>
            {campaignItems.length > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel>{t('Lists.watchlists')}</DropdownMenuLabel>
          </>
        )}
        {watchlistItems.map((watchlist) => (
          <DropdownMenuItem key={watchlist.id} onSelect={() => void drop.dropOnWatchlist(watchlist, getChannels())}>
            <span className="min-w-0 flex-1 truncate">{watchlist.name}</span>
            <span className="text-xs text-muted-foreground tabular-nums">
              {t('Lists.counter', { count: watchlist.usage, max: watchlist.maxChannels ?? 0 })}
            </span>
          </DropdownMenuItem>
        ))}
        {tagItems.length > 0 && (
          <>
            {campaignItems.length + watchlistItems.length > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel>{t('Lists.tags')}</DropdownMenuLabel>
          </>
        )}
        {tagItems.map((tag) => (
          <DropdownMenuItem key={tag.id} onSelect={() => void drop.dropOnTag(tag, getChannels())}>
            <TagDot color={tag.color} />
            <span className="truncate">{tag.name}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

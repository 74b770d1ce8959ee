import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropEdge } from '@creatorlens/contracts';
import { EyeIcon, MegaphoneIcon, ShowMoreList, SidebarSection, TagIcon, cn, focusRing, PlusIcon } from '@creatorlens/ui';
import { announce } from '@creatorlens/ui/drag-and-drop';
import { useAbility } from '../../lib/ability.ts';
import { CreateListDialog } from './create-list-dialog.tsx';
import { useCreateListAction } from './use-create-list-action.ts';
import { useCampaignList, useTagList, useWatchlistList, type ListKind } from './list-queries.ts';
import { TagDot } from './tag-dot.tsx';
import { useChannelDrop } from './use-channel-drop.ts';
import { SidebarListItem } from './sidebar-list-item.tsx';
import { SidebarTeamTag } from './sidebar-team-tag.tsx';
import { useDeleteFlow } from './use-delete-flow.tsx';
import { useListMutations } from './use-list-mutations.ts';

/**
 * The sidebar's watchlists, campaigns and tags (the spec's order): three lists showing their first 3 items with show
 * more (spec §9, exactly 3 rows while collapsed), drop targets for channels.
 */
export function SidebarLists() {
  return (
    <div className="flex flex-col gap-4">
      <WatchlistsSection />
      <CampaignsSection />
      <TagsSection />
    </div>
  );
}

function ListSection<T extends { id: string; name: string }>(props: {
  kind: ListKind;
  title: string;
  icon: ReactNode;
  items: T[];
  emptyLabel: string;
  createLabel: string;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const create = useCreateListAction(props.kind);
  return (
    <SidebarSection
      title={props.title}
      icon={props.icon}
      action={
        create.isShown && (
          <button
            type="button"
            aria-label={props.createLabel}
            title={props.createLabel}
            onClick={create.open}
            className={cn(
              'flex size-6 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground',
              focusRing,
            )}
          >
            <PlusIcon size={14} />
          </button>
        )
      }
    >
      <ShowMoreList
        label={props.title}
        items={props.items}
        getKey={(item) => item.id}
        renderItem={props.renderItem}
        moreLabel={(count) => t('Lists.show-more', { count })}
        lessLabel={t('Lists.show-less')}
        empty={<p className="px-2 py-1 text-xs text-muted-foreground">{props.emptyLabel}</p>}
      />
      <CreateListDialog {...create.dialogProps} />
    </SidebarSection>
  );
}

const neighbours = <T extends { id: string }>(items: T[], index: number) => ({
  previousId: items[index - 1]?.id ?? null,
  nextId: items[index + 1]?.id ?? null,
});

/** Reorders and tells screen readers where the item went, the same for a drop and for the menu's Move up/down. */
function useAnnouncedReorder(mutations: ReturnType<typeof useListMutations>) {
  const { t } = useTranslation();
  return (items: { id: string; name: string }[], id: string, targetId: string, edge: DropEdge) => {
    const name = items.find((item) => item.id === id)?.name;
    const target = items.find((item) => item.id === targetId)?.name;
    if (name && target) announce(t(edge === 'top' ? 'Lists.moved-above' : 'Lists.moved-below', { name, target }));
    void mutations.reorder(id, targetId, edge);
  };
}

function CampaignsSection() {
  const { t } = useTranslation();
  const ability = useAbility();
  const items = useCampaignList().data ?? [];
  const drop = useChannelDrop();
  const mutations = useListMutations('campaign');
  const reorder = useAnnouncedReorder(mutations);
  const deletion = useDeleteFlow('campaign', mutations);
  return (
    <>
      <ListSection
        kind="campaign"
        title={t('Lists.campaigns')}
        icon={<MegaphoneIcon />}
        items={items}
        emptyLabel={t('Lists.empty-campaigns')}
        createLabel={t('Lists.new-campaign')}
        renderItem={(item, index) => (
          <SidebarListItem
            kind="campaign"
            item={item}
            link={{ to: '/campaign/$campaignId', params: { campaignId: item.id } }}
            trailing={<SidebarTeamTag teamId={item.teamId} />}
            {...neighbours(items, index)}
            canUpdate={drop.canUpdateCampaign}
            canDelete={ability.can('delete', 'campaign')}
            // Spec §5: only campaigns the user may update accept drops.
            channelAcceptance={drop.canUpdateCampaign || drop.isGuest ? 'accept' : 'ignore'}
            onChannelsDrop={async (channels) => (await drop.dropOnCampaign(item, channels)) !== 'refused'}
            onRename={(name) => void mutations.rename(item.id, name)}
            onReorder={(id, targetId, edge) => reorder(items, id, targetId, edge)}
            onDelete={(withShift) => deletion.request(item, withShift)}
          />
        )}
      />
      {deletion.dialog}
    </>
  );
}

function WatchlistsSection() {
  const { t } = useTranslation();
  const ability = useAbility();
  const items = useWatchlistList().data ?? [];
  const drop = useChannelDrop();
  const mutations = useListMutations('watchlist');
  const reorder = useAnnouncedReorder(mutations);
  const deletion = useDeleteFlow('watchlist', mutations);
  return (
    <>
      <ListSection
        kind="watchlist"
        title={t('Lists.watchlists')}
        icon={<EyeIcon />}
        items={items}
        emptyLabel={t('Lists.empty-watchlists')}
        createLabel={t('Lists.new-watchlist')}
        renderItem={(item, index) => (
          <SidebarListItem
            kind="watchlist"
            item={item}
            link={{ to: '/watchlist/$watchlistId', params: { watchlistId: item.id } }}
            trailing={
              item.type === 'manual' && item.maxChannels !== null ? (
                <>
                  <SidebarTeamTag teamId={item.teamId} />
                  <span
                    className="shrink-0 text-[11px] text-muted-foreground tabular-nums"
                    title={t('Lists.counter-label', { count: item.usage, max: item.maxChannels })}
                    data-testid="watchlist-counter"
                  >
                    {t('Lists.counter', { count: item.usage, max: item.maxChannels })}
                  </span>
                </>
              ) : (
                <SidebarTeamTag teamId={item.teamId} />
              )
            }
            {...neighbours(items, index)}
            canUpdate={drop.canUpdateWatchlist}
            canDelete={ability.can('delete', 'watchlist')}
            // Only manual watchlists take channels; others show the error ring while channels hover over them.
            channelAcceptance={drop.isGuest ? 'accept' : !drop.canUpdateWatchlist ? 'ignore' : item.type === 'manual' ? 'accept' : 'refuse'}
            onChannelsDrop={async (channels) => (await drop.dropOnWatchlist(item, channels)) !== 'refused'}
            onRename={(name) => void mutations.rename(item.id, name)}
            onReorder={(id, targetId, edge) => reorder(items, id, targetId, edge)}
            onDelete={(withShift) => deletion.request(item, withShift)}
          />
        )}
      />
      {deletion.dialog}
    </>
  );
}

function TagsSection() {
  const { t } = useTranslation();
  const ability = useAbility();
  const items = useTagList().data ?? [];
  const drop = useChannelDrop();
  const mutations = useListMutations('tag');
  const reorder = useAnnouncedReorder(mutations);
  const deletion = useDeleteFlow('tag', mutations);
  return (
    <>
      <ListSection
        kind="tag"
        title={t('Lists.tags')}
        icon={<TagIcon />}
        items={items}
        emptyLabel={t('Lists.empty-tags')}
        createLabel={t('Lists.new-tag')}
        renderItem={(item, index) => (
          <SidebarListItem
            kind="tag"
            item={item}
            link={{ to: '/tag/$tagId', params: { tagId: item.id } }}
            icon={<TagDot color={item.color} />}
            {...neighbours(items, index)}
            // Spec §5: tags are draggable only with update permission; the menu hides when neither update nor delete.
            canUpdate={drop.canUpdateTag}
            canDelete={ability.can('delete', 'tag')}
            channelAcceptance={drop.canUpdateTag || drop.isGuest ? 'accept' : 'ignore'}
            onChannelsDrop={async (channels) => (await drop.dropOnTag(item, channels)) !== 'refused'}
            onRename={(name) => void mutations.rename(item.id, name)}
            onReorder={(id, targetId, edge) => reorder(items, id, targetId, edge)}
            onDelete={(withShift) => deletion.request(item, withShift)}
          />
        )}
      />
      {deletion.dialog}
    </>
  );
}

/**
 * The lists feature's public entry: the only module of features/lists that other features (and the shell and routes)
 * import. Campaigns, watchlists and tags share behaviour every channel view needs: channels dragged onto a list, the
 * "Add to…" menu, the lists' queries and recently used lists. Everything else in this folder is private
 * (eslint.config.js enforces it).
 */
export { useChannelDraggable, isChannelDragData, type ChannelDragData, type DraggedChannel } from './channel-drag.ts';
export { useChannelDrop, type ChannelDropOutcome } from './use-channel-drop.ts';
export { AddToMenu, type AddToMenuProps } from './add-to-menu.tsx';
export { CreateListDialog } from './create-list-dialog.tsx';
export { useCreateListAction } from './use-create-list-action.ts';
export { ListPageHeader } from './list-page-header.tsx';
export { ListChannelTable, type ListChannel } from './list-channel-table.tsx';
export {
  useCampaignList,
  useTagList,
  useWatchlistList,
  type CampaignItem,
  type ListKind,
  type TagItem,
  type WatchlistItem,
} from './list-queries.ts';
export { TagDot, type TagColor } from './tag-dot.tsx';
export { SidebarLists } from './sidebar-lists.tsx';

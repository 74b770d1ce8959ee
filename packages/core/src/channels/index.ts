// Exports of the channels area.
export { getChannelsByIds } from './get-channels-by-ids.ts';
// The one reader of profile URLs and handles (imports and channel search must agree) and the stored forms a handle
// is found under.
export { toHandleReference, parseProfileUrl, HANDLE_PATTERN, referenceKey, type ProfileReference } from './profile-url.ts';
export { storedFormsOf } from './stored-forms.ts';
// The licence and visibility rules every channel read applies (channel-access.ts): other areas' queries use these
// instead of repeating a condition.
export {
  channelVisibleTo,
  channelVisibleToAlias,
  channelNotHiddenFrom,
  artistVisibleTo,
  channelReadScope,
  readableChannelPlatforms,
  creatorFigurePlatforms,
  requireReadablePlatform,
  platformIn,
} from './channel-access.ts';
// The visibility checks a list (campaign, watchlist, tag) or a comment runs before it stores a channel or artist.
export {
  assertChannelsVisible,
  assertChannelVisible,
  assertArtistVisible,
  isUuid,
  type VisibleChannel,
} from './assert-channels-visible.ts';
// One shape of a channel in every list and profile view.
export { channelViewColumns, toChannelView, type ChannelView } from './channel-view.ts';

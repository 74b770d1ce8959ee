import { router } from '../../trpc.ts';
import { compareChannelsProcedure } from './compare-channels.ts';
import { getChannelsByIdsProcedure } from './get-channels-by-ids.ts';
import { searchChannelsProcedure } from './search-channels.ts';

export const channelRouter = router({
  getChannelsByIds: getChannelsByIdsProcedure,
  searchChannels: searchChannelsProcedure,
  compareChannels: compareChannelsProcedure,
});

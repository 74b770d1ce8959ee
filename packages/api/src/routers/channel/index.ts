import { router } from '../../trpc.ts';
import { getChannelsByIdsProcedure } from './get-channels-by-ids.ts';

export const channelRouter = router({ getChannelsByIds: getChannelsByIdsProcedure });

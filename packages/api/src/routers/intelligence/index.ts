import { router } from '../../trpc.ts';
import { getChannelIntelligenceProcedure } from './get-channel-intelligence.ts';

export const intelligenceRouter = router({ getChannelIntelligence: getChannelIntelligenceProcedure });

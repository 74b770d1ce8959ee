import { router } from '../../trpc.ts';
import { getChannelIntelligenceProcedure } from './get-channel-intelligence.ts';
import { replaceAudienceSampleProcedure } from './replace-audience-sample.ts';

export const intelligenceRouter = router({
  getChannelIntelligence: getChannelIntelligenceProcedure,
  replaceAudienceSample: replaceAudienceSampleProcedure,
});

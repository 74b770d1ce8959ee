import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGap } from '@creatorlens/contracts';

/** "only 2 follower counts over time (at least 7 needed), no posts": what a judgement lacked, in the UI language. */
export function useMissingText(): (gaps: readonly DataGap[]) => string {
  const { t } = useTranslation();
  return useCallback(
    (gaps) => gaps.map((gap) => t(`Judgements.missing-${gap.data}`, { count: gap.count, minimum: gap.minimum })).join(', '),
    [t],
  );
}

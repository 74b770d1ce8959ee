import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { useFormatters } from '../../lib/i18n.ts';
import type { Signal } from './intelligence-types.ts';

const KNOWN_KINDS = new Set([
  'growth_spike',
  'round_number_jump',
  'engagement_outlier',
  'like_comment_ratio',
  'follow_unfollow',
  'viewers_vs_followers',
  'chat_activity',
  'flat_viewer_curve',
  'giveaway_spike',
]);

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** Turns a camelCase evidence key into words for the generic fallback ("gainFollowers" -> "gain followers"). */
const wordsOf = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * Names and explains signals in words from their evidence (keys documented in core's intelligence/signals), with
 * a generic "key: value" fallback for kinds or evidence this version does not know.
 */
export function useSignalText() {
  const { t } = useTranslation();
  const format = useFormatters();

  const kindLabel = useCallback(
    (kind: string) => (KNOWN_KINDS.has(kind) ? t(`Intelligence.kind-${kind}` as ParseKeys) : t('Intelligence.kind-unknown')),
    [t],
  );

  const formatValue = useCallback(
    (value: unknown): string => {
      if (typeof value === 'number') return Number.isInteger(value) ? format.integer(value) : format.number(value);
      if (typeof value === 'boolean' || typeof value === 'string') return String(value);
      if (Array.isArray(value)) return String(value.length);
      return '–';
    },
    [format],
  );

  const day = useCallback((value: unknown) => (textOf(value) ? format.date(Date.parse(String(value))) : '–'), [format]);
  const count = useCallback((value: unknown) => (numberOf(value) === null ? '–' : format.integer(numberOf(value)!)), [format]);
  const percent = useCallback((value: unknown) => (numberOf(value) === null ? '–' : format.percent(numberOf(value)!)), [format]);
  const decimal = useCallback((value: unknown) => (numberOf(value) === null ? '–' : format.number(numberOf(value)!)), [format]);

  /** Every scalar evidence entry as "key: value", for the details under the sentence. */
  const evidenceLines = useCallback(
    (signal: Signal): string[] =>
      Object.entries(signal.evidence)
        .filter(([key, value]) => key !== 'unit' && value !== null && (typeof value !== 'object' || Array.isArray(value)))
        .map(([key, value]) => `${wordsOf(key)}: ${formatValue(value)}`),
    [formatValue],
  );

  /** The signal in one or two sentences. */
  const explain = useCallback(
    (signal: Signal): string => {
      const e = signal.evidence;
      if (e.available === false) return t('Intelligence.explain-not-checked');
      switch (signal.kind) {
        case 'growth_spike': {
          const parts: string[] = [t('Intelligence.explain-growth_spike', { gain: count(e.gainFollowers), from: day(e.fromDay), to: day(e.toDay ?? signal.day), excess: count(e.excessFollowers ?? signal.value) })];
          if (e.engagementFollowed === true) parts.push(t('Intelligence.explain-growth-engagement-followed'));
          if (e.engagementFollowed === false) parts.push(t('Intelligence.explain-growth-engagement-not-followed'));
          if (textOf(e.giveawayPostId)) parts.push(t('Intelligence.explain-growth-giveaway'));
          return parts.join(' ');
        }
        case 'round_number_jump':
          return t('Intelligence.explain-round_number_jump', { gain: count(e.gainFollowers ?? signal.value), from: day(e.fromDay), to: day(e.toDay ?? signal.day) });
        case 'engagement_outlier':
          return t('Intelligence.explain-engagement_outlier', {
            rate: percent(e.engagementRate),
            direction: t(e.direction === 'low' ? 'Intelligence.direction-low' : 'Intelligence.direction-high'),
            percentile: numberOf(e.percentile) === null ? '–' : format.percent(numberOf(e.percentile)! / 100),
            median: percent(e.peerMedian),
          });
        case 'like_comment_ratio':
          return numberOf(e.peerMedian) === null
            ? t('Intelligence.explain-like_comment_ratio-own', { ratio: decimal(e.likesPerComment ?? signal.value) })
            : t('Intelligence.explain-like_comment_ratio', { ratio: decimal(e.likesPerComment ?? signal.value), median: decimal(e.peerMedian) });
        case 'follow_unfollow':
          return t('Intelligence.explain-follow_unfollow', { count: Array.isArray(e.cycles) ? e.cycles.length : (numberOf(signal.value) ?? 0) });
        case 'viewers_vs_followers':
          return t('Intelligence.explain-viewers_vs_followers', { viewers: count(e.averageViewers), followers: count(e.followers), ratio: decimal(e.viewersPerFollower ?? signal.value) });
        case 'chat_activity':
          return t('Intelligence.explain-chat_activity', { chatters: count(e.averageChatters), viewers: count(e.averageViewers), ratio: decimal(e.chattersPerViewer ?? signal.value) });
        case 'flat_viewer_curve':
          return t('Intelligence.explain-flat_viewer_curve', { r2: decimal(e.r2 ?? signal.value) });
        case 'giveaway_spike':
          return t('Intelligence.explain-giveaway_spike', { gain: count(e.gainFollowers ?? signal.value), day: day(e.postDay) });
        default:
          return evidenceLines(signal).join(' · ');
      }
    },
    [t, format, count, day, percent, decimal, evidenceLines],
  );

  return { kindLabel, explain, evidenceLines };
}

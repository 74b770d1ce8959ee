import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { SIGNAL_KINDS } from '@creatorlens/contracts';
import { useFormatters } from '../../lib/i18n.ts';
import type { Signal } from './intelligence-types.ts';

const KNOWN_KINDS: ReadonlySet<string> = new Set(SIGNAL_KINDS);

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** Turns a camelCase evidence key into words for the generic fallback ("gainFollowers" -> "gain followers"). */
const wordsOf = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** Evidence keys of the live Twitch signals that have their own label (Intelligence.evidence-key-...). */
const LABELLED_KEYS = new Set([
  'samples',
  'minSamples',
  'pattern',
  'streamId',
  'fromTime',
  'toTime',
  'averageViewers',
  'coefficientOfVariation',
  'r2',
  'residualVariation',
  'viewerCounts',
  'averageChatters',
  'chatMessages',
  'chattersPer100Viewers',
  'windowSeconds',
  'warningBelow',
  'criticalBelow',
]);
/** Evidence fractions shown as percentages. */
const PERCENT_KEYS = new Set(['coefficientOfVariation', 'residualVariation']);
const LIVE_KINDS = new Set(['chat_activity', 'flat_viewer_curve']);

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

  const day = useCallback((value: unknown) => (textOf(value) ? format.day(Date.parse(String(value))) : '–'), [format]);
  const count = useCallback((value: unknown) => (numberOf(value) === null ? '–' : format.integer(numberOf(value)!)), [format]);
  const percent = useCallback((value: unknown) => (numberOf(value) === null ? '–' : format.percent(numberOf(value)!)), [format]);
  const decimal = useCallback((value: unknown) => (numberOf(value) === null ? '–' : format.number(numberOf(value)!)), [format]);
  // Small ratios (0.05 chatters per 100 viewers against a bar of 0.1) need more digits than the compact format keeps.
  const fine = useMemo(() => new Intl.NumberFormat(format.locale, { maximumFractionDigits: 3 }), [format.locale]);
  const precise = useCallback((value: unknown) => (numberOf(value) === null ? '–' : fine.format(numberOf(value)!)), [fine]);

  /** One evidence value of the live Twitch signals, formatted for its meaning (times, percentages, the curve). */
  const liveEvidenceValue = useCallback(
    (key: string, value: unknown): string => {
      if (key === 'pattern') return t(value === 'linear' ? 'Intelligence.pattern-linear' : 'Intelligence.pattern-constant');
      if ((key === 'fromTime' || key === 'toTime') && textOf(value)) return format.dateTime(Date.parse(String(value)));
      if (PERCENT_KEYS.has(key) && numberOf(value) !== null) return format.percent(numberOf(value)!);
      if (key === 'viewerCounts' && Array.isArray(value))
        return value.map((v) => (numberOf(v) === null ? '–' : format.integer(numberOf(v)!))).join(' · ');
      if (typeof value === 'number' && !Number.isInteger(value)) return precise(value);
      return formatValue(value);
    },
    [t, format, formatValue, precise],
  );

  /** Every scalar evidence entry as "key: value", for the details under the sentence. */
  const evidenceLines = useCallback(
    (signal: Signal): string[] =>
      Object.entries(signal.evidence)
        .filter(
          ([key, value]) =>
            key !== 'unit' &&
            key !== 'missing' &&
            key !== 'available' &&
            value !== null &&
            (typeof value !== 'object' || Array.isArray(value)),
        )
        .map(([key, value]) =>
          LIVE_KINDS.has(signal.kind) && LABELLED_KEYS.has(key)
            ? `${t(`Intelligence.evidence-key-${key}` as ParseKeys)}: ${liveEvidenceValue(key, value)}`
            : `${wordsOf(key)}: ${formatValue(value)}`,
        ),
    [t, formatValue, liveEvidenceValue],
  );

  /** The signal in one or two sentences. */
  const explain = useCallback(
    (signal: Signal): string => {
      const e = signal.evidence;
      if (e.available === false) {
        // The live Twitch signals say how far the sampling has come.
        const progress = { samples: count(e.samples ?? 0), min: count(e.minSamples) };
        if (numberOf(e.minSamples) !== null && signal.kind === 'flat_viewer_curve')
          return t('Intelligence.explain-not-checked-stream-samples', progress);
        if (numberOf(e.minSamples) !== null && signal.kind === 'chat_activity')
          return t('Intelligence.explain-not-checked-chat-samples', progress);
        return t('Intelligence.explain-not-checked');
      }
      switch (signal.kind) {
        case 'growth_spike': {
          const parts: string[] = [
            t('Intelligence.explain-growth_spike', {
              gain: count(e.gainFollowers),
              from: day(e.fromDay),
              to: day(e.toDay ?? signal.day),
              excess: count(e.excessFollowers ?? signal.value),
            }),
          ];
          if (e.engagementFollowed === true) parts.push(t('Intelligence.explain-growth-engagement-followed'));
          if (e.engagementFollowed === false) parts.push(t('Intelligence.explain-growth-engagement-not-followed'));
          if (textOf(e.giveawayPostId)) parts.push(t('Intelligence.explain-growth-giveaway'));
          return parts.join(' ');
        }
        case 'round_number_jump':
          return t('Intelligence.explain-round_number_jump', {
            gain: count(e.gainFollowers ?? signal.value),
            from: day(e.fromDay),
            to: day(e.toDay ?? signal.day),
          });
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
            : t('Intelligence.explain-like_comment_ratio', {
                ratio: decimal(e.likesPerComment ?? signal.value),
                median: decimal(e.peerMedian),
              });
        case 'follow_unfollow':
          return t('Intelligence.explain-follow_unfollow', {
            count: Array.isArray(e.cycles) ? e.cycles.length : (numberOf(signal.value) ?? 0),
          });
        case 'viewers_vs_followers':
          return t('Intelligence.explain-viewers_vs_followers', {
            viewers: count(e.averageViewers),
            followers: count(e.followers),
            ratio: decimal(e.viewersPerFollower ?? signal.value),
          });
        case 'chat_activity':
          return numberOf(e.chattersPer100Viewers) === null
            ? t('Intelligence.explain-chat_activity', {
                chatters: count(e.averageChatters),
                viewers: count(e.averageViewers),
                ratio: decimal(e.chattersPerViewer ?? signal.value),
              })
            : t('Intelligence.explain-chat_activity-window', {
                chatters: precise(e.averageChatters),
                viewers: count(e.averageViewers),
                ratio: precise(e.chattersPer100Viewers),
                threshold: precise(e.warningBelow),
                samples: count(e.samples),
              });
        case 'flat_viewer_curve':
          if (e.pattern === 'constant') {
            return t('Intelligence.explain-flat_viewer_curve-constant', {
              viewers: count(e.averageViewers),
              samples: count(e.samples),
              variation: percent(e.coefficientOfVariation),
            });
          }
          if (e.pattern === 'linear') {
            return t('Intelligence.explain-flat_viewer_curve-linear', {
              samples: count(e.samples),
              r2: precise(e.r2),
              variation: percent(e.residualVariation),
            });
          }
          return t('Intelligence.explain-flat_viewer_curve', { r2: decimal(e.r2 ?? signal.value) });
        case 'giveaway_spike':
          return t('Intelligence.explain-giveaway_spike', { gain: count(e.gainFollowers ?? signal.value), day: day(e.postDay) });
        default:
          return evidenceLines(signal).join(' · ');
      }
    },
    [t, format, count, day, percent, decimal, precise, evidenceLines],
  );

  return { kindLabel, explain, evidenceLines };
}

import { formatInteger, translateFor } from '@creatorlens/i18n';
import type { NotificationLanguage } from '../../notifications/index.ts';
import type { Signal } from './types.ts';

const formatNumber = (value: unknown, language: NotificationLanguage) =>
  typeof value === 'number' && Number.isFinite(value) ? formatInteger(language, Math.round(value)) : String(value ?? '');

/** A signal's ISO day as the reader writes it (German: dd.mm.yyyy; English keeps the ISO day). */
const WRITE_DAY: Record<NotificationLanguage, (day: string) => string> = {
  de: (day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`,
  en: (day) => day,
};

/** One sentence naming the strongest signal, for the bot-alert notification (which shows it as its reason). */
export function botAlertReason(signal: Signal | undefined, language: NotificationLanguage): string {
  const t = translateFor(language);
  if (!signal) return t('NotificationTexts.reason-several');
  const e = signal.evidence;
  const day = signal.day ? WRITE_DAY[language](signal.day) : '';
  switch (signal.kind) {
    case 'growth_spike':
      return t('NotificationTexts.reason-growth-spike', { gain: formatNumber(e.gainFollowers, language), day });
    case 'round_number_jump':
      return t('NotificationTexts.reason-round-number-jump', { gain: formatNumber(e.gainFollowers, language), day });
    case 'engagement_outlier':
      return t(e.direction === 'low' ? 'NotificationTexts.reason-engagement-low' : 'NotificationTexts.reason-engagement-high');
    case 'like_comment_ratio':
      return t('NotificationTexts.reason-like-comment-ratio');
    case 'follow_unfollow':
      return t('NotificationTexts.reason-follow-unfollow');
    case 'viewers_vs_followers':
      return t('NotificationTexts.reason-viewers-vs-followers');
    case 'chat_activity':
      return t('NotificationTexts.reason-chat-activity');
    case 'flat_viewer_curve':
      return t('NotificationTexts.reason-flat-viewer-curve');
    case 'giveaway_spike':
      return t('NotificationTexts.reason-giveaway-spike');
  }
}

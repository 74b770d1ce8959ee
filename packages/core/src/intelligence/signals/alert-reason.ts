import type { NotificationLanguage } from '../../notifications/index.ts';
import type { Signal } from './types.ts';

const formatNumber = (value: unknown, language: NotificationLanguage) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.round(value).toLocaleString(language === 'de' ? 'de-DE' : 'en-GB')
    : String(value ?? '');

const formatDay = (day: string | null, language: NotificationLanguage) =>
  day && language === 'de' ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : (day ?? '');

/** One sentence naming the strongest signal, for the bot-alert notification (which shows it as its reason). */
export function botAlertReason(signal: Signal | undefined, language: NotificationLanguage): string {
  const de = language === 'de';
  if (!signal) return de ? 'mehrere Warnsignale' : 'several warning signals';
  const e = signal.evidence;
  const day = formatDay(signal.day, language);
  switch (signal.kind) {
    case 'growth_spike':
      return de
        ? `Follower-Sprung von +${formatNumber(e.gainFollowers, language)} am ${day}`
        : `a jump of +${formatNumber(e.gainFollowers, language)} followers on ${day}`;
    case 'round_number_jump':
      return de
        ? `genau +${formatNumber(e.gainFollowers, language)} Follower am ${day}`
        : `exactly +${formatNumber(e.gainFollowers, language)} followers on ${day}`;
    case 'engagement_outlier':
      return de
        ? `Engagement weit ${e.direction === 'low' ? 'unter' : 'über'} vergleichbaren Kanälen`
        : `engagement far ${e.direction === 'low' ? 'below' : 'above'} comparable channels`;
    case 'like_comment_ratio':
      return de ? 'ungewöhnliches Verhältnis von Likes zu Kommentaren' : 'an unusual ratio of likes to comments';
    case 'follow_unfollow':
      return de ? 'wiederholtes Folgen und Entfolgen' : 'repeated follow/unfollow cycles';
    case 'viewers_vs_followers':
      return de ? 'mehr Zuschauer als Follower' : 'more viewers than followers';
    case 'chat_activity':
      return de ? 'kaum Chat trotz vieler Zuschauer' : 'almost no chat despite many viewers';
    case 'flat_viewer_curve':
      return de ? 'eine unnatürlich gleichförmige Zuschauerkurve' : 'a viewer curve too even to be people';
    case 'giveaway_spike':
      return de ? 'Follower-Sprung nach einem Gewinnspiel' : 'a follower jump after a giveaway';
  }
}

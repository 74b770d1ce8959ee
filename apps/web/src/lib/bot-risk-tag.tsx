import { useTranslation } from 'react-i18next';
import { BOT_RISK_INSUFFICIENT_DATA, BOT_RISK_LEVELS, oneOf } from '@creatorlens/contracts';
import { Badge } from '@creatorlens/ui';

const TONE = { low: 'grass', medium: 'warning', high: 'critical' } as const;

/**
 * The bot-risk judgement as a small badge (discovery rows, board cards and the campaign table); nothing while the
 * channel is not assessed. Too little data for a judgement is a neutral grey "not enough data", never a green low risk
 * (issue 38). `testId` names where it stands.
 */
export function BotRiskTag({ level, testId = 'row-bot-risk' }: { level: string | null; testId?: string }) {
  const { t } = useTranslation();
  if (level === BOT_RISK_INSUFFICIENT_DATA) {
    return (
      <Badge
        tone="neutral"
        className="shrink-0 px-1.5 py-0 text-[11px]"
        title={t('Judgements.bot-risk-insufficient-data')}
        data-testid={testId}
        data-judgement="not-enough-data"
      >
        <span className="sr-only">{t('Intelligence.bot-risk')}: </span>
        {t('Judgements.level-insufficient-data')}
      </Badge>
    );
  }
  const known = oneOf(BOT_RISK_LEVELS, level);
  if (!known) return null;
  return (
    <Badge
      tone={TONE[known]}
      hasDot
      className="shrink-0 px-1.5 py-0 text-[11px]"
      title={t(`Intelligence.bot-risk-${known}`)}
      data-testid={testId}
      data-judgement={known === 'low' ? 'no-finding' : 'finding'}
    >
      <span className="sr-only">{t('Intelligence.bot-risk')}: </span>
      {t(`Intelligence.level-${known}`)}
    </Badge>
  );
}

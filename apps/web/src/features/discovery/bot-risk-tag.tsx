import { useTranslation } from 'react-i18next';
import { Badge } from '@creatorlens/ui';

const TONE = { low: 'grass', medium: 'warning', high: 'critical' } as const;

/** The bot-risk level of a result row as a small badge; nothing while the channel is not assessed. */
export function BotRiskTag({ level }: { level: string | null }) {
  const { t } = useTranslation();
  if (level !== 'low' && level !== 'medium' && level !== 'high') return null;
  return (
    <Badge
      tone={TONE[level]}
      hasDot
      className="shrink-0 px-1.5 py-0 text-[11px]"
      title={t(`Intelligence.bot-risk-${level}`)}
      data-testid="row-bot-risk"
    >
      <span className="sr-only">{t('Intelligence.bot-risk')}: </span>
      {t(`Intelligence.level-${level}`)}
    </Badge>
  );
}

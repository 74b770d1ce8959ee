import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { BOT_RISK_ENOUGH_DATA } from '@creatorlens/contracts';
import { Badge, InfoIcon, cn, focusRing } from '@creatorlens/ui';
import { FigureFlagList } from '../../lib/figure-flag-mark.tsx';
import { BOT_RISK_TONE, SEVERITY_TONE, type ChannelIntelligence } from './intelligence-types.ts';
import { useMissingText } from './use-judgement-text.ts';
import { useSignalText } from './use-signal-text.ts';

/**
 * The channel's bot-risk judgement as a badge that opens (click, Enter or Space) an explanation: the rule, the
 * signals and unexplained figures behind it, or what data was missing. Three states (issue 38): a finding (medium,
 * high), no finding on enough data (low, green), not enough data (grey, never green). A popover rather than a tooltip
 * because it holds a list and must be reachable by keyboard.
 */
export function BotRiskBadge({
  intelligence,
}: {
  intelligence: Pick<ChannelIntelligence, 'botRisk' | 'signals' | 'judgements' | 'figureFlags'>;
}) {
  const { t } = useTranslation();
  const text = useSignalText();
  const missing = useMissingText();
  const { botRisk, signals } = intelligence;
  const label =
    botRisk === 'insufficient-data'
      ? t('Judgements.bot-risk-insufficient-data')
      : botRisk
        ? t(`Intelligence.bot-risk-${botRisk}`)
        : t('Intelligence.bot-risk-unknown');
  const ranked = [...signals].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
  const unexplained = intelligence.figureFlags.filter(
    (flag) => flag.kind === 'unexplained' && (flag.metric === 'growth' || flag.metric === 'followers'),
  );
  const gaps = intelligence.judgements.botRisk?.gaps ?? [];

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={`${label}. ${t('Intelligence.bot-risk-explain')}`}
          data-testid="bot-risk-badge"
          data-judgement={intelligence.judgements.botRisk?.state ?? 'unassessed'}
          className={cn('inline-flex items-center rounded-full', focusRing)}
        >
          <Badge tone={botRisk ? BOT_RISK_TONE[botRisk] : 'neutral'} hasDot>
            {label}
            <InfoIcon size={12} aria-hidden />
          </Badge>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 flex w-[min(22rem,calc(100vw-24px))] flex-col gap-3 rounded-xl border border-border bg-surface p-4 text-sm shadow-lg outline-none"
        >
          <p className="font-semibold">{label}</p>
          <p className="text-muted-foreground">
            {t('Intelligence.bot-risk-rule')} {t('Judgements.bot-risk-flag-rule')}{' '}
            {t('Judgements.bot-risk-enough-rule', {
              points: BOT_RISK_ENOUGH_DATA.followerPoints,
              posts: BOT_RISK_ENOUGH_DATA.posts,
              samples: BOT_RISK_ENOUGH_DATA.streamSamples,
            })}
          </p>
          {gaps.length > 0 && <p data-testid="bot-risk-missing">{t('Judgements.not-enough-data-help', { missing: missing(gaps) })}</p>}
          {unexplained.length > 0 && (
            <>
              <p className="font-medium">
                {t(ranked.length === 0 ? 'Judgements.bot-risk-no-signals-but-flags' : 'Judgements.bot-risk-unexplained')}
              </p>
              <FigureFlagList flags={unexplained} />
            </>
          )}
          {ranked.length === 0 ? (
            unexplained.length === 0 && gaps.length === 0 && <p>{t('Intelligence.bot-risk-no-signals')}</p>
          ) : (
            <>
              <p className="font-medium">{t('Intelligence.bot-risk-signal-summary', { count: ranked.length })}</p>
              <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto">
                {ranked.map((signal) => (
                  <li key={signal.id} className="flex flex-col gap-1">
                    <span className="flex items-center gap-2">
                      <Badge tone={SEVERITY_TONE[signal.severity]}>{t(`Intelligence.severity-${signal.severity}`)}</Badge>
                      <span className="font-medium">{text.kindLabel(signal.kind)}</span>
                    </span>
                    <span className="text-muted-foreground">{text.explain(signal)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const SEVERITY_RANK = { info: 0, warning: 1, critical: 2 } as const;

/** The channel type ("Kanaltyp") as a small chip. */
export function ChannelTypeChip({ channelType }: { channelType: ChannelIntelligence['channelType'] }) {
  const { t } = useTranslation();
  if (!channelType) return null;
  return (
    <Badge tone="primary" title={t('Intelligence.channel-type')} data-testid="channel-type-chip">
      <span className="sr-only">{t('Intelligence.channel-type')}: </span>
      {t(`Intelligence.type-${channelType}`)}
    </Badge>
  );
}

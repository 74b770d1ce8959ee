import { useTranslation } from 'react-i18next';
import { Badge, cn, focusRing } from '@creatorlens/ui';
import type { FigureFlag, JudgementCertainty } from '@creatorlens/contracts';
import { FigureFlagList } from '../../lib/figure-flag-mark.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import { SEVERITY_COLOR, SEVERITY_TONE, type Signal } from './intelligence-types.ts';
import { useMissingText } from './use-judgement-text.ts';
import { useSignalText } from './use-signal-text.ts';

/**
 * The channel's signals as a list: dated ones numbered like their pins on the growth chart, each with its
 * explanation and the raw evidence behind a native disclosure (keyboard and screen-reader friendly).
 */
export function SignalList({
  signals,
  giveawayPostUrls = new Map(),
  figureFlags = [],
  judgement = null,
}: {
  signals: Signal[];
  giveawayPostUrls?: ReadonlyMap<string, string>;
  /** Unexplained growth flags are listed under the signals: "no signals" must never stand beside a 16× jump. */
  figureFlags?: readonly FigureFlag[];
  /** The bot-risk certainty: with not enough data, "no signals" says what was missing instead. */
  judgement?: JudgementCertainty | null;
}) {
  const { t } = useTranslation();
  const missing = useMissingText();
  const unexplained = figureFlags.filter(
    (flag) => flag.kind === 'unexplained' && (flag.metric === 'growth' || flag.metric === 'followers'),
  );
  const flagList = unexplained.length > 0 && (
    <div className="flex flex-col gap-2" data-testid="signal-list-flags">
      <p className="text-sm font-medium">
        {t(signals.length === 0 ? 'Judgements.bot-risk-no-signals-but-flags' : 'Judgements.bot-risk-unexplained')}
      </p>
      <FigureFlagList flags={unexplained} />
    </div>
  );
  if (signals.length === 0) {
    if (flagList) return flagList;
    if (judgement?.state === 'not-enough-data')
      return (
        <p className="text-sm text-muted-foreground" data-testid="signals-not-enough-data">
          {t('Judgements.not-enough-data-help', { missing: missing(judgement.gaps) })}
        </p>
      );
    return <p className="text-sm text-muted-foreground">{t('Intelligence.signals-none')}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <SignalItems signals={signals} giveawayPostUrls={giveawayPostUrls} />
      {flagList}
    </div>
  );
}

function SignalItems({ signals, giveawayPostUrls }: { signals: Signal[]; giveawayPostUrls: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = useSignalText();
  let datedNumber = 0;
  return (
    <ol aria-label={t('Intelligence.signals-list')} className="flex flex-col gap-3" data-testid="signal-list">
      {signals.map((signal) => {
        const pin = signal.day ? ++datedNumber : null;
        const evidence = text.evidenceLines(signal);
        // Spikes after a giveaway link the giveaway post, so the organic explanation can be checked.
        const giveawayId = signal.evidence.giveawayPostId ?? (signal.kind === 'giveaway_spike' ? signal.evidence.postId : undefined);
        const giveawayUrl = typeof giveawayId === 'string' ? giveawayPostUrls.get(giveawayId) : undefined;
        return (
          <li key={signal.id} className="flex gap-2.5 text-sm">
            <span
              aria-hidden
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-bold text-white"
              style={{ backgroundColor: SEVERITY_COLOR[signal.severity] }}
            >
              {pin ?? '•'}
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{text.kindLabel(signal.kind)}</span>
                <Badge tone={SEVERITY_TONE[signal.severity]}>{t(`Intelligence.severity-${signal.severity}`)}</Badge>
              </div>
              <span className="text-xs text-muted-foreground">
                {signal.day ? (
                  <time dateTime={signal.day}>{format.day(Date.parse(signal.day))}</time>
                ) : (
                  t('Intelligence.signal-whole-channel')
                )}
              </span>
              <p className="text-muted-foreground">{text.explain(signal)}</p>
              {giveawayUrl && (
                <a
                  href={giveawayUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className={cn('self-start rounded text-xs font-medium text-primary hover:underline', focusRing)}
                >
                  {t('Intelligence.open-giveaway-post')}
                </a>
              )}
              {evidence.length > 0 && (
                <details className="text-xs">
                  <summary className="cursor-pointer rounded text-primary hover:underline">{t('Intelligence.evidence')}</summary>
                  <ul className="mt-1 flex flex-col gap-0.5 text-muted-foreground">
                    {evidence.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

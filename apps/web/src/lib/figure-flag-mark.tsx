import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import {
  FIGURE_FLAG_REASONS,
  flagsFor,
  readFigureFlags,
  type FigureFlag,
  type FigureFlagKind,
  type FigureFlagReason,
  type FigureFlagValueFormat,
  type FlaggedMetric,
} from '@creatorlens/contracts';
import { AlertTriangleIcon, Badge, cn, focusRing } from '@creatorlens/ui';
import { useFormatters } from './i18n.ts';

/*
 * The mark next to a figure that an outlier flag is about (issue 38): figures are flagged, never hidden. A small
 * button (icon and screen-reader text) opens a popover (click, Enter or Space; Esc closes) that says per flag what is
 * unusual and whether it is a data artefact, a likely real event or unexplained. Every page that shows a flaggable
 * figure (discovery, artist page, compare) uses this one mark.
 */

/** channel.figure_flags as it arrives from the API (jsonb, possibly older or newer shapes) read into known flags. */
export function parseFigureFlags(raw: unknown): FigureFlag[] {
  return readFigureFlags(raw);
}

const KIND_TONE: Record<FigureFlagKind, 'critical' | 'warning' | 'neutral'> = {
  artefact: 'critical',
  unexplained: 'warning',
  event: 'neutral',
};

const KIND_ICON_CLASS: Record<FigureFlagKind, string> = {
  artefact: 'text-critical-strong',
  unexplained: 'text-warning-strong',
  event: 'text-muted-foreground',
};

/** Nothing when no flag is about `metric`; otherwise the mark with its explanation. `flags` may be raw jsonb. */
export function FigureFlagMark({
  flags,
  metric,
  className,
}: {
  flags: readonly FigureFlag[] | unknown;
  metric: FlaggedMetric;
  className?: string;
}) {
  const { t } = useTranslation();
  const about = flagsFor(Array.isArray(flags) ? readFigureFlags(flags) : [], metric);
  const first = about[0];
  if (!first) return null;
  const label = t('FigureFlags.mark-label', { count: about.length });

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          title={label}
          data-testid={`figure-flag-${metric}`}
          data-flag-kind={first.kind}
          className={cn('inline-flex shrink-0 items-center rounded-full align-middle', focusRing, className)}
          onClick={(event) => event.stopPropagation()}
        >
          <AlertTriangleIcon size={13} aria-hidden className={KIND_ICON_CLASS[first.kind]} />
          <span className="sr-only">{label}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 flex w-[min(22rem,calc(100vw-24px))] flex-col gap-3 rounded-xl border border-border bg-surface p-3 text-sm shadow-lg outline-none"
          data-testid={`figure-flag-${metric}-popover`}
        >
          <p className="font-semibold">{t('FigureFlags.title')}</p>
          <FigureFlagList flags={about} />
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Flags as a list, each with its kind and what is unusual (the mark's popover; the bot-risk explanation). */
export function FigureFlagList({ flags }: { flags: readonly FigureFlag[] }) {
  const { t } = useTranslation();
  const text = useFigureFlagText();
  return (
    <ul className="flex flex-col gap-3">
      {flags.map((flag) => (
        <li key={flag.reason} className="flex flex-col gap-1 text-sm" data-testid="figure-flag-item" data-reason={flag.reason}>
          <span>
            <Badge tone={KIND_TONE[flag.kind]}>{t(`FigureFlags.kind-${flag.kind}`)}</Badge>
          </span>
          <span>{text(flag)}</span>
          <span className="text-muted-foreground">{t(`FigureFlags.kind-${flag.kind}-help`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What is unusual about a figure, in the UI language, with its numbers ("30-day growth of 8.3 % is not plausible ..."). */
export function useFigureFlagText(): (flag: FigureFlag) => string {
  const { t } = useTranslation();
  const say = useFlagNumber();
  return (flag) => {
    const format = FIGURE_FLAG_REASONS[flag.reason as FigureFlagReason].format;
    return t(`FigureFlags.reason-${flag.reason as FigureFlagReason}`, {
      value: say(flag.value, format),
      reference: say(flag.reference ?? null, format),
    });
  };
}

/** A flag's number as its reason says it: a percentage, a count or a factor; "–" when unknown. */
function useFlagNumber(): (value: number | null, format: FigureFlagValueFormat) => string {
  const format = useFormatters();
  return (value, kind) => {
    if (value === null) return '–';
    if (kind === 'percent') return format.percent(value);
    return format.number(value);
  };
}

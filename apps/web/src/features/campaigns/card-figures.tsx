import { useTranslation } from 'react-i18next';
import {
  Button,
  CheckIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  SettingsIcon,
  cn,
} from '@creatorlens/ui';
import { BotRiskTag } from '../../lib/bot-risk-tag.tsx';
import { FigureAgeBadge, useSourceLabel } from '../../lib/freshness.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import { useMetrics } from '../../lib/metrics.ts';
import { CARD_FIELDS, type CardField } from './board-fields.ts';
import type { BoardCard } from './use-board.ts';

type Channel = BoardCard['channel'];

const FIELD_LABEL = {
  followers: 'CampaignBoard.field-followers',
  engagementRate: 'CampaignBoard.field-engagement',
  dataAsOf: 'CampaignBoard.field-data-as-of',
  botRisk: 'CampaignBoard.field-bot-risk',
} as const satisfies Record<CardField, string>;

export const useFieldLabel = () => {
  const { t } = useTranslation();
  return (field: CardField) => t(FIELD_LABEL[field]);
};

/**
 * "Data as of 01/03/2025" with its source on hover and discovery's short age mark ("aging", "stale": contracts
 * figureAge, relative to today). "Data as of" is said to screen readers only: the column or field menu names the figure.
 */
export function DataDate({ channel, isCompact = false }: { channel: Channel; isCompact?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sourceLabel = useSourceLabel();
  if (channel.dataAsOf === null) {
    return <span className="whitespace-nowrap text-muted-foreground">{t('DiscoveryData.data-as-of-unknown')}</span>;
  }
  const date = format.day(channel.dataAsOf);
  // A card's one line has room for "Aug. 2024", not "26.08.2024": the month says how old the data is; the day is on hover.
  const shown = isCompact ? format.dateRange(channel.dataAsOf, channel.dataAsOf, 'month') : date;
  return (
    <span
      className="inline-flex min-w-0 items-center gap-1 whitespace-nowrap"
      title={t('DiscoveryData.data-as-of-title', { date, source: sourceLabel(channel.dataSource) })}
      data-testid="card-data-as-of"
    >
      <span className="sr-only">{t('DiscoveryData.data-as-of')} </span>
      <time dateTime={new Date(channel.dataAsOf).toISOString()} className="truncate tabular-nums">
        {shown}
      </time>
      <FigureAgeBadge observedAt={channel.dataAsOf} isShort />
    </span>
  );
}

/** The chosen figures as one line of a card: followers, engagement, data date, bot risk. */
export function CardFigures({ channel, fields }: { channel: Channel; fields: readonly CardField[] }) {
  const metrics = useMetrics();
  const label = useFieldLabel();
  if (fields.length === 0) return null;
  return (
    <div className="flex h-[18px] min-w-0 items-center gap-2 overflow-hidden text-xs text-muted-foreground" data-testid="card-figures">
      {fields.includes('followers') && (
        <span className="shrink-0 whitespace-nowrap" title={label('followers')}>
          <span className="sr-only">{label('followers')}: </span>
          <span className="font-medium text-foreground tabular-nums">{metrics.formatMetric('followers', channel.followers)}</span>
        </span>
      )}
      {fields.includes('engagementRate') && (
        <span className="shrink-0 whitespace-nowrap" title={label('engagementRate')}>
          <span className="sr-only">{label('engagementRate')}: </span>
          <span className="tabular-nums">{metrics.formatMetric('engagementRate', channel.engagementRate)}</span>
        </span>
      )}
      {fields.includes('dataAsOf') && (
        <span className="min-w-0 truncate">
          <DataDate channel={channel} isCompact />
        </span>
      )}
      {fields.includes('botRisk') && <BotRiskTag level={channel.botRisk} testId="card-bot-risk" />}
    </div>
  );
}

/** The value of one chosen field as a table cell's content. */
export function FigureCell({ channel, field }: { channel: Channel; field: CardField }) {
  const metrics = useMetrics();
  if (field === 'dataAsOf') return <DataDate channel={channel} />;
  if (field === 'botRisk') return <BotRiskTag level={channel.botRisk} testId="card-bot-risk" />;
  return <span className="tabular-nums">{metrics.formatMetric(field, channel[field])}</span>;
}

/** "Fields": which figures cards and the table show; the choice stays per person and campaign (board-fields.ts). */
export function FieldsMenu({ fields, onToggle }: { fields: readonly CardField[]; onToggle: (field: CardField) => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" title={t('CampaignBoard.fields-menu')} data-testid="board-fields">
          <SettingsIcon size={14} />
          {t('CampaignBoard.fields')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('CampaignBoard.fields-menu')}</DropdownMenuLabel>
        {CARD_FIELDS.map((field) => {
          const isOn = fields.includes(field);
          return (
            <DropdownMenuItem
              key={field}
              role="menuitemcheckbox"
              aria-checked={isOn}
              data-field={field}
              className="pr-8"
              onSelect={(event) => {
                // The menu stays open so several fields can be switched in one go.
                event.preventDefault();
                onToggle(field);
              }}
            >
              {label(field)}
              <CheckIcon size={14} className={cn('absolute right-2.5 text-primary!', !isOn && 'invisible')} />
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

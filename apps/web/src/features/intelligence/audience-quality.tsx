import { useTranslation } from 'react-i18next';
import { Badge, CHART_COLORS, Card, CardContent, CardDescription, CardHeader, CardTitle, PercentileBar } from '@creatorlens/ui';
import { AUDIENCE_MIN_JUDGED, AUDIENCE_SUSPICIOUS_FINDING, type JudgementCertainty } from '@creatorlens/contracts';
import { useFormatters } from '../../lib/i18n.ts';
import { AudienceSampleUpload } from './audience-sample-upload.tsx';
import { DisconnectCreatorButton } from './disconnect-creator-button.tsx';
import type { ChannelIntelligence } from './intelligence-types.ts';
import { useMissingText } from './use-judgement-text.ts';

type Audience = ChannelIntelligence['audience'];

const TYPE_SEGMENTS = [
  { key: 'real', label: 'Intelligence.audience-real', color: CHART_COLORS.emerald },
  { key: 'influencer', label: 'Intelligence.audience-influencer', color: CHART_COLORS.indigo },
  { key: 'massFollower', label: 'Intelligence.audience-mass-follower', color: CHART_COLORS.amber },
  { key: 'suspicious', label: 'Intelligence.audience-suspicious', color: CHART_COLORS.red },
] as const;

const GENDER_LABEL: Record<string, 'Intelligence.gender-female' | 'Intelligence.gender-male' | 'Intelligence.gender-other'> = {
  female: 'Intelligence.gender-female',
  male: 'Intelligence.gender-male',
  other: 'Intelligence.gender-other',
};

/**
 * Follower types from the sample (a stacked bar with its legend), credibility and sample size, each share with its 95 %
 * range over the sampled followers and what the detector cannot see; creator demographics apart.
 */
export function AudienceQuality({
  audience,
  judgement,
  channelId,
}: {
  audience: Audience;
  judgement: JudgementCertainty;
  channelId: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { sample, creator } = audience;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            {t('Intelligence.audience-title')}
            <Badge tone="sky">{t('Intelligence.audience-source-sample')}</Badge>
          </CardTitle>
          <CardDescription>{t('Intelligence.audience-description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <AudienceJudgement judgement={judgement} />
          {!sample ? (
            <p className="text-sm text-muted-foreground">{t('Intelligence.audience-none')}</p>
          ) : sample.judgedSize === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="audience-none-judged">
              {t('Intelligence.audience-none-judged')}
            </p>
          ) : (
            <>
              {sample.credibility !== null && (
                <div className="flex flex-col gap-1.5">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="text-sm font-medium">{t('Intelligence.audience-credibility')}</span>
                    <span className="text-2xl font-semibold tabular-nums" data-testid="audience-credibility">
                      {format.percent(sample.credibility)}
                    </span>
                  </div>
                  <PercentileBar
                    value={sample.credibility}
                    label={`${t('Intelligence.audience-credibility')}: ${format.percent(sample.credibility)}`}
                  />
                  {sample.credibilityInterval && (
                    <p className="text-xs tabular-nums text-muted-foreground" data-testid="audience-credibility-interval">
                      {t('Intelligence.audience-interval', {
                        low: format.percent(sample.credibilityInterval.low),
                        high: format.percent(sample.credibilityInterval.high),
                      })}
                    </p>
                  )}
                  <p className="text-xs text-muted-foreground">{t('Intelligence.audience-credibility-help')}</p>
                </div>
              )}
              {sample.typeShares && (
                <div className="flex flex-col gap-2">
                  <span className="text-sm font-medium">{t('Intelligence.audience-shares')}</span>
                  <div aria-hidden className="flex h-3 w-full overflow-hidden rounded-full bg-muted">
                    {TYPE_SEGMENTS.map((segment) => (
                      <span
                        key={segment.key}
                        style={{ width: `${(sample.typeShares?.[segment.key] ?? 0) * 100}%`, backgroundColor: segment.color }}
                      />
                    ))}
                  </div>
                  <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                    {TYPE_SEGMENTS.map((segment) => (
                      <li key={segment.key} className="flex items-center justify-between gap-2">
                        <span className="flex items-center gap-1.5">
                          <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: segment.color }} />
                          {t(segment.label)}
                        </span>
                        <span className="tabular-nums">{format.percent(sample.typeShares?.[segment.key] ?? 0)}</span>
                      </li>
                    ))}
                  </ul>
                  {sample.suspiciousInterval && (
                    <p className="text-xs tabular-nums text-muted-foreground" data-testid="audience-suspicious-interval">
                      {t('Intelligence.audience-suspicious-interval', {
                        share: format.percent(sample.typeShares.suspicious),
                        low: format.percent(sample.suspiciousInterval.low),
                        high: format.percent(sample.suspiciousInterval.high),
                      })}
                    </p>
                  )}
                </div>
              )}
              {sample.sampleSize !== null && (
                <p className="text-xs text-muted-foreground">{t('Intelligence.audience-sample-size', { count: sample.sampleSize })}</p>
              )}
              {sample.notEnoughData > 0 && (
                <p className="text-xs text-muted-foreground" data-testid="audience-not-enough-data">
                  {t('Intelligence.audience-not-enough-data', { count: sample.notEnoughData })}
                </p>
              )}
              <p className="text-xs text-muted-foreground">{t('Intelligence.audience-detector-help')}</p>
            </>
          )}
          <div>
            <AudienceSampleUpload channelId={channelId} hasSample={sample !== null} />
          </div>
        </CardContent>
      </Card>
      {creator && (
        <Card>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              {t('Intelligence.audience-creator-title')}
              <Badge tone="warning">{t('Intelligence.audience-source-creator')}</Badge>
            </CardTitle>
            <CardDescription>{t('Intelligence.audience-creator-help')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 2xl:grid-cols-3">
            <ShareList title={t('Intelligence.audience-age')} shares={creator.ageShares} labelOf={(key) => key} />
            <ShareList
              title={t('Intelligence.audience-gender')}
              shares={creator.genderShares}
              labelOf={(key) => (GENDER_LABEL[key] ? t(GENDER_LABEL[key]) : key)}
            />
            <ShareList
              title={t('Intelligence.audience-country')}
              shares={creator.countryShares}
              labelOf={(key) => format.country(key)}
              limit={5}
            />
            {creator.isConnectedByCaller && (
              <div className="sm:col-span-3 lg:col-span-1 2xl:col-span-3">
                <DisconnectCreatorButton channelId={channelId} />
              </div>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

const JUDGEMENT_TONE = { finding: 'warning', 'no-finding': 'grass', 'not-enough-data': 'neutral' } as const;

/**
 * How sure the audience quality is, always said (issue 38: never an empty card): a finding, nothing unusual on
 * enough judged followers, or not enough data with what is missing. The rule's numbers come from contracts.
 */
function AudienceJudgement({ judgement }: { judgement: JudgementCertainty }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const missing = useMissingText();
  const label =
    judgement.state === 'finding'
      ? t('Judgements.audience-finding')
      : judgement.state === 'no-finding'
        ? t('Judgements.audience-no-finding')
        : t('Judgements.not-enough-data');
  return (
    <div className="flex flex-col gap-1.5" data-testid="audience-judgement" data-judgement={judgement.state}>
      <span>
        <Badge tone={JUDGEMENT_TONE[judgement.state]} hasDot>
          {label}
        </Badge>
      </span>
      {judgement.state === 'not-enough-data' && (
        <p className="text-sm" data-testid="audience-missing">
          {t('Judgements.not-enough-data-help', { missing: missing(judgement.gaps) })}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {t('Judgements.audience-enough-rule', { minimum: AUDIENCE_MIN_JUDGED })}{' '}
        {t('Judgements.audience-finding-rule', { share: format.percent(AUDIENCE_SUSPICIOUS_FINDING) })}
      </p>
    </div>
  );
}

function ShareList({
  title,
  shares,
  labelOf,
  limit,
}: {
  title: string;
  shares: Record<string, number>;
  labelOf: (key: string) => string;
  limit?: number;
}) {
  const format = useFormatters();
  const entries = Object.entries(shares)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
  if (entries.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{title}</span>
      <ul className="flex flex-col gap-2">
        {entries.map(([key, share]) => (
          <li key={key} className="flex flex-col gap-1 text-sm">
            <span className="flex justify-between gap-2">
              <span className="truncate">{labelOf(key)}</span>
              <span className="tabular-nums text-muted-foreground">{format.percent(share)}</span>
            </span>
            {/* A plain share bar: PercentileBar's colours judge good/bad, which a demographic share is not. */}
            <div
              role="meter"
              aria-label={`${title}, ${labelOf(key)}: ${format.percent(share)}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(share * 100)}
              className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-sky-strong" style={{ width: `${Math.max(0, Math.min(1, share)) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

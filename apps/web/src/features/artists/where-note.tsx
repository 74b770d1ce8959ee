import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/i18n.ts';
import { useSourceLabel } from '../../lib/freshness.tsx';
import type { Channel } from './channel-card.tsx';

/**
 * Where a creator lives, apart from the market a list named them for (issue 38): a "top creators in Germany" list
 * files Irish creators and Italian models under Germany too, so the home country is shown only as a source (or the
 * bio) states it, and the listed market on a line of its own, each with its source.
 */
export function WhereNote({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sourceLabel = useSourceLabel();
  const labelOf = (source: string | null) => (source === 'bio' ? t('WhereNote.source-bio') : sourceLabel(source ?? 'unknown'));
  return (
    <section aria-label={t('WhereNote.title')} className="flex flex-col gap-1 text-xs text-muted-foreground" data-testid="where-note">
      {channel.country ? (
        <p data-testid="where-home">
          <span className="font-medium text-foreground">{t('WhereNote.home-country', { country: format.country(channel.country) })}</span>{' '}
          {t('WhereNote.home-country-source', { source: labelOf(channel.countrySource) })}
        </p>
      ) : (
        <p data-testid="where-home">{t('WhereNote.home-unknown')}</p>
      )}
      {channel.marketCountry && channel.marketCountry !== channel.country && (
        <p data-testid="where-market">
          <span className="font-medium text-foreground">
            {t('WhereNote.listed-market', { country: format.country(channel.marketCountry) })}
          </span>{' '}
          {t('WhereNote.listed-market-source', { source: labelOf(channel.marketSource) })}
        </p>
      )}
    </section>
  );
}

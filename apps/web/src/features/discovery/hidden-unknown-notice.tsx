import { useTranslation } from 'react-i18next';
import { Button, InfoIcon } from '@creatorlens/ui';
import type { DiscoveryPlatform } from '../../lib/api-contract.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';

type HiddenUnknown = NonNullable<RouterOutputs['discovery']['searchCreators']['hiddenUnknown']>;
type Figure = HiddenUnknown['figures'][number];

const FIGURE_KEY = {
  followers: 'DiscoveryData.figure-followers',
  engagement: 'DiscoveryData.figure-engagement',
  growth: 'DiscoveryData.figure-growth',
  views: 'DiscoveryData.figure-views',
  likes: 'DiscoveryData.figure-likes',
  posts: 'DiscoveryData.figure-posts',
} as const satisfies Record<Figure, string>;

/**
 * Says how many channels a range filter leaves out because their figure is unknown ("412 Kanäle ohne
 * Abonnentenzahl ausgeblendet", most German YouTube channels have no subscriber count) and offers to include them;
 * once included, says so and offers to hide them again. Nothing when no channel is hidden that way.
 */
export function HiddenUnknownNotice({
  platform,
  hiddenUnknown,
  isIncluding,
  includedFigures,
  onChange,
}: {
  platform: DiscoveryPlatform;
  hiddenUnknown: HiddenUnknown | null | undefined;
  isIncluding: boolean;
  /** The ranged figures while unknowns are included (the server then reports nothing hidden). */
  includedFigures: Figure[];
  onChange: (includeUnknown: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = (figure: Figure) =>
    figure === 'followers' && platform === 'youtube' ? t('DiscoveryData.figure-subscribers') : t(FIGURE_KEY[figure]);
  const list = (figures: Figure[]) => figures.map(name).join(t('DiscoveryData.figure-list-separator'));

  if (isIncluding) {
    if (includedFigures.length === 0) return null;
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground" data-testid="hidden-unknown-notice">
        <InfoIcon size={14} className="shrink-0" />
        {t('DiscoveryData.including-unknown', { figures: list(includedFigures) })}
        <Button variant="ghost" size="sm" onClick={() => onChange(false)}>
          {t('DiscoveryData.exclude-unknown')}
        </Button>
      </p>
    );
  }
  if (!hiddenUnknown || hiddenUnknown.count === 0) return null;
  const figures = list(hiddenUnknown.figures);
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm"
      role="status"
      data-testid="hidden-unknown-notice"
    >
      <InfoIcon size={14} className="shrink-0 text-muted-foreground" />
      <span>
        {hiddenUnknown.isCapped
          ? t('DiscoveryData.hidden-unknown-capped', { count: hiddenUnknown.count, figures })
          : t('DiscoveryData.hidden-unknown', { count: hiddenUnknown.count, figures })}
      </span>
      <Button variant="secondary" size="sm" onClick={() => onChange(true)} data-testid="include-unknown">
        {t('DiscoveryData.include-unknown')}
      </Button>
    </p>
  );
}

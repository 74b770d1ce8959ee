import { Alert, Button, CheckIcon, QueryState, Skeleton, cn } from '@creatorlens/ui';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { PageHero, SectionCard } from '../../site/page-sections.tsx';
import { useSiteFormatters } from '../../site/site-formatters.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { useSitePage } from '../../site/use-site-page.ts';

export type PricingPlan = RouterOutputs['site']['listPlans'][number];
type Plan = PricingPlan;
const PLATFORM_NAMES: Record<Plan['readablePlatforms'][number], string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitch: 'Twitch',
  snapchat: 'Snapchat',
};

function PlanCard({ plan, isHighlighted }: { plan: Plan; isHighlighted: boolean }) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  const format = useSiteFormatters();
  // Counts pick the plural form; the shown number is formatted for the language (5,000 / 5.000).
  const counted = (count: number) => ({ count, formatted: format.integer(count) });
  const isCustom = !plan.isTrial && plan.priceMonthlyCents === 0;
  const price = plan.isTrial ? t('Site.pricing-free') : isCustom ? t('Site.pricing-custom') : format.euros(plan.priceMonthlyCents / 100);
  const facts: string[] = [
    ...(plan.isTrial ? [t('Site.pricing-trial-days', counted(plan.durationDays))] : []),
    t('Site.pricing-seats', counted(plan.seats)),
    t('Site.pricing-credits', counted(plan.monthlyCredits)),
    t('Site.pricing-watchlist', counted(plan.maxChannelsPerManualWatchlist)),
    t('Site.pricing-platforms', { platforms: plan.readablePlatforms.map((p) => PLATFORM_NAMES[p]).join(', ') }),
  ];
  return (
    <li
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-surface p-6 shadow-card',
        isHighlighted ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
      data-testid="plan"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{plan.name}</h2>
        {isHighlighted && (
          <span className="whitespace-nowrap rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-strong">
            {t('Site.pricing-popular')}
          </span>
        )}
      </div>
      <p>
        <span className="text-3xl font-semibold tracking-tight">{price}</span>
        {!plan.isTrial && !isCustom && <span className="block text-xs text-muted-foreground">{t('Site.pricing-per-month')}</span>}
      </p>
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {facts.map((fact) => (
          <li key={fact} className="flex items-start gap-2">
            <CheckIcon size={16} className="mt-0.5 shrink-0 text-primary" aria-hidden />
            {fact}
          </li>
        ))}
      </ul>
      <Button asChild variant={isHighlighted ? 'primary' : 'secondary'}>
        <Link to="/sign-up">{isCustom ? t('Site.pricing-contact') : t('Site.pricing-choose', { plan: plan.name })}</Link>
      </Button>
    </li>
  );
}

export interface PricingPlans {
  data: readonly Plan[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * /pricing: the public licence templates as plans, then the questions people ask. The plans come from outside: the
 * app's query cache (routes/site-page-components.tsx), or the server that rendered the page (site/ssr).
 */
export function PricingPage({ plans }: { plans: PricingPlans }) {
  const { t } = useSiteTranslation();
  const page = useSitePage('pricing');
  const highlighted = plans.data?.find((plan) => plan.key === 'professional')?.key;
  return (
    <div className="pb-20">
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <QueryState
          // The plans come from a query or from the server's render; either way a failure has one message and no retry.
          query={{ ...plans, error: null, refetch: () => undefined }}
          loadingLabel={t('Common.loading')}
          renderError={() => <Alert tone="critical">{t('Site.pricing-error')}</Alert>}
          loading={
            <ul className="grid min-h-[26rem] gap-4 md:grid-cols-2 lg:grid-cols-4">
              {[0, 1, 2, 3].map((index) => (
                <li key={index}>
                  <Skeleton className="h-[26rem] rounded-2xl" />
                </li>
              ))}
            </ul>
          }
        >
          {(data) => (
            <ul className="grid min-h-[26rem] gap-4 md:grid-cols-2 lg:grid-cols-4">
              {data.map((plan) => (
                <PlanCard key={plan.key} plan={plan} isHighlighted={plan.key === highlighted} />
              ))}
            </ul>
          )}
        </QueryState>
        <p className="mt-4 text-center text-xs text-muted-foreground">{t('Site.pricing-vat')}</p>
        <div className="mt-16 grid gap-4 md:grid-cols-3">
          {page.sections.map((section) => (
            <SectionCard key={section.title} section={section} />
          ))}
        </div>
      </div>
    </div>
  );
}

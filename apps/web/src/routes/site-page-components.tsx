import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ContentPage } from '../features/marketing/content-page.tsx';
import { JobsPage } from '../features/marketing/jobs-page.tsx';
import { LegalPage } from '../features/marketing/legal-page.tsx';
import { PricingPage } from '../features/marketing/pricing-page.tsx';
import { NewsletterPage } from '../features/newsletter/newsletter-page.tsx';
import { useTRPC } from '../lib/trpc.ts';
import { FEATURE_ANCHORS, FEATURE_PAGE_KEYS as FEATURE_KEYS, SOLUTION_PAGE_KEYS as SOLUTION_KEYS } from '../site/site-links.ts';
import { NotFoundPage } from './not-found.tsx';

const featureDetailApi = getRouteApi('/site/features/$featureKey');
const solutionApi = getRouteApi('/site/solutions/$solutionKey');
const newsletterApi = getRouteApi('/site/newsletter');

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export const FeaturesRoutePage = () => <ContentPage pageKey="features" anchors={FEATURE_ANCHORS} />;

export function FeatureDetailRoutePage() {
  const { featureKey } = featureDetailApi.useParams();
  if (!isOneOf(FEATURE_KEYS, featureKey)) return <NotFoundPage />;
  return <ContentPage key={featureKey} pageKey={`features/${featureKey}`} />;
}

export function SolutionRoutePage() {
  const { solutionKey } = solutionApi.useParams();
  if (!isOneOf(SOLUTION_KEYS, solutionKey)) return <NotFoundPage />;
  return <ContentPage key={solutionKey} pageKey={`solutions/${solutionKey}`} />;
}

export function PricingRoutePage() {
  const api = useTRPC();
  const plans = useQuery(api.site.listPlans.queryOptions(undefined, { staleTime: 5 * 60_000 }));
  return <PricingPage plans={plans} />;
}
export const JobsRoutePage = () => <JobsPage />;
export const ImprintRoutePage = () => <LegalPage pageKey="imprint" />;
export const PrivacyRoutePage = () => <LegalPage pageKey="privacy" />;
export const TermsRoutePage = () => <LegalPage pageKey="terms" />;

export function NewsletterRoutePage() {
  const search = newsletterApi.useSearch();
  return <NewsletterPage search={search} />;
}

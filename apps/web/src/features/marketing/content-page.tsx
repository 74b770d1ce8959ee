import { Button } from '@creatorlens/ui';
import { PageHero, SectionCard } from '../../site/page-sections.tsx';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { useSitePage, type SitePageKey } from '../../site/use-site-page.ts';

/**
 * Features, platform, use-case and solution pages: hero, copy sections, and the way to a trial. `anchors` gives
 * sections hash ids in order (the /features page's kanaltypen, audience, ...). Built on the site frame's contexts
 * only, so the server can render it and the site's own entry can hydrate it (site/ssr).
 */
export function ContentPage({ pageKey, anchors = [] }: { pageKey: SitePageKey; anchors?: readonly string[] }) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  const page = useSitePage(pageKey);
  return (
    <div className="pb-20">
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/sign-up">{t('Site.cta-start')}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/pricing">{t('Site.cta-pricing')}</Link>
          </Button>
        </div>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        {page.sections.map((section, index) => (
          <SectionCard key={section.title} section={section} id={anchors[index]} />
        ))}
      </div>
    </div>
  );
}

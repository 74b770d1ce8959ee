import { useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '@creatorlens/ui';
import { ArrowRightIcon } from '../../site/site-icons.tsx';
import { useTheme } from '../../lib/theme.ts';
import { SectionCard } from '../../site/page-sections.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { useSitePage } from '../../site/use-site-page.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';

// The hero screenshot's column is at most 64rem wide; the others share 72rem in two columns from the large breakpoint.
const FULL_WIDTH = '(min-width: 1024px) 64rem, 100vw';
const HALF_WIDTH = '(min-width: 1024px) 36rem, 100vw';

/**
 * Screenshots of the real app in both languages and colour modes (public/screenshots), each also 768 px wide for
 * phones: the first one is the landing's largest paint there, and the small file halves its download.
 * The others are below the fold on a phone, yet inside the browser's lazy-loading distance, so they would download
 * beside the first one over the same slow connection. They start once the page is interactive instead (without
 * JavaScript, the <noscript> copy shows them); until then a box of the same size holds their place.
 */
function Screenshot({ name, alt, sizes, isPriority = false }: { name: string; alt: string; sizes: string; isPriority?: boolean }) {
  const { locale } = useSiteTranslation();
  const theme = useTheme();
  const hasHydrated = useHasHydrated();
  const file = `/screenshots/${name}-${locale}-${theme}`;
  const image = (
    <img
      src={`${file}.webp`}
      srcSet={`${file}-768.webp 768w, ${file}.webp 1280w`}
      sizes={sizes}
      alt={alt}
      width={1280}
      height={800}
      // Width and height reserve the space, so the image never shifts the layout while it loads.
      className={SCREENSHOT_CLASS}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
    />
  );
  if (isPriority || hasHydrated) return image;
  return (
    <>
      <div role="img" aria-label={alt} className={`${SCREENSHOT_CLASS} aspect-[8/5] bg-surface`} />
      <noscript>{image}</noscript>
    </>
  );
}

const SCREENSHOT_CLASS = 'h-auto w-full rounded-xl border border-border shadow-popover';

const subscribeToNothing = () => () => {};

/**
 * False on the server and in the render that hydrates its HTML, true from the render after (React renders again with
 * the client's value once hydrated) and in pages rendered in the browser.
 */
function useHasHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** The public landing page for signed-out visitors; the guest button comes from the auth feature. */
export function LandingTeaser({ guestAction }: { guestAction: ReactNode }) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  const page = useSitePage('landing');
  const [discovery, analytics, benchmarks, branded, botting, campaigns, selfHosted] = page.sections;
  return (
    <div className="flex flex-col gap-20 pb-20">
      <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-16 text-center sm:pt-24">
        <span className="rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted-foreground">
          {page.eyebrow}
        </span>
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-6xl">{page.title}</h1>
        <p className="max-w-2xl text-lg leading-relaxed text-balance text-muted-foreground">{page.lead}</p>
        <div className="mt-2 flex flex-col items-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/sign-up">
              {t('Site.cta-start')}
              <ArrowRightIcon size={16} aria-hidden />
            </Link>
          </Button>
          {guestAction}
        </div>
      </section>
      <div className="mx-auto w-full max-w-5xl px-4 sm:px-6">
        <Screenshot name="discovery" alt={t('Site.screenshot-discovery')} sizes={FULL_WIDTH} isPriority />
      </div>
      <section className="mx-auto grid w-full max-w-6xl gap-4 px-4 sm:px-6 md:grid-cols-3">
        {[discovery, analytics, benchmarks].map((section) => (
          <SectionCard key={section.title} section={section} />
        ))}
      </section>
      <section className="mx-auto grid w-full max-w-6xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-2">
        <Screenshot name="artist" alt={t('Site.screenshot-artist')} sizes={HALF_WIDTH} />
        <div className="flex flex-col gap-4">
          <SectionCard section={branded} />
          <SectionCard section={botting} />
        </div>
      </section>
      <section className="mx-auto grid w-full max-w-6xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <SectionCard section={campaigns} />
          <SectionCard section={selfHosted} />
        </div>
        <Screenshot name="campaign" alt={t('Site.screenshot-campaign')} sizes={HALF_WIDTH} />
      </section>
      <section className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 text-center">
        <p className="text-muted-foreground">{t('Site.trusted-by')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/pricing">{t('Site.cta-pricing')}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/features">{t('Site.cta-features')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

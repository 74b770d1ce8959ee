import { useEffect, useRef } from 'react';
import { Button } from '@creatorlens/ui';
import { saveConsent, useConsent } from './consent.ts';
import { useSiteTranslation } from './site-i18n-context.tsx';

/** A non-blocking banner at the bottom: the page stays usable, and it never shifts the layout (fixed position). */
export function ConsentBanner() {
  const { t } = useSiteTranslation();
  const { choice, isBannerOpen } = useConsent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasReopened = isBannerOpen && choice !== null;
  // Reopened from the footer: move focus into the banner so keyboard users land on the choice.
  useEffect(() => {
    if (wasReopened) headingRef.current?.focus();
  }, [wasReopened]);
  if (!isBannerOpen) return null;
  return (
    <section
      role="region"
      aria-labelledby="consent-title"
      data-consent-banner=""
      // Hidden at once when the page's early click handler recorded a choice before hydration (server site-render).
      className="[html[data-consent-chosen]_&]:hidden fixed inset-x-3 bottom-3 z-50 mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-4 shadow-popover sm:p-5"
    >
      <h2 id="consent-title" ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        {t('Site.consent-title')}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t('Site.consent-body')}</p>
      {choice && (
        <p className="mt-2 text-sm text-muted-foreground">
          {t(choice === 'accepted' ? 'Site.consent-current-accepted' : 'Site.consent-current-rejected')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" data-consent-choice="rejected" onClick={() => saveConsent('rejected')}>
          {t('Site.consent-reject')}
        </Button>
        <Button size="sm" data-consent-choice="accepted" onClick={() => saveConsent('accepted')}>
          {t('Site.consent-accept')}
        </Button>
      </div>
    </section>
  );
}

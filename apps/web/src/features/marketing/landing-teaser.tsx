import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, Button, ChartIcon, MegaphoneIcon, SearchIcon } from '@creatorlens/ui';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitch'] as const;

function Feature({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-card">
      <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
        {icon}
      </span>
      <h3 className="font-semibold tracking-tight">{title}</h3>
      <p className="text-sm leading-relaxed text-muted-foreground">{body}</p>
    </li>
  );
}

/** The public landing page for signed-out visitors; the guest button comes from the auth feature. */
export function LandingTeaser({ guestAction }: { guestAction: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <div className="flex flex-col gap-20 pb-20">
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden
          className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[28rem] max-w-4xl rounded-full bg-gradient-to-tr from-indigo-400/25 via-violet-400/20 to-fuchsia-300/20 blur-3xl dark:from-indigo-500/20 dark:via-violet-500/15 dark:to-fuchsia-500/10"
        />
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-20 text-center sm:pt-28">
          <span className="rounded-full border border-border bg-surface/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-card backdrop-blur">
            {t('Landing.eyebrow')}
          </span>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-6xl">{t('Landing.title')}</h1>
          <p className="max-w-2xl text-lg leading-relaxed text-balance text-muted-foreground">
            {t('Landing.subtitle')}
          </p>
          <div className="mt-2 flex flex-col items-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/sign-up">
                {t('Landing.cta-sign-up')}
                <ArrowRightIcon />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/sign-in">{t('Landing.cta-sign-in')}</Link>
            </Button>
            {guestAction}
          </div>
          <div className="mt-6 flex flex-col items-center gap-3">
            <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('Landing.platforms-label')}
            </span>
            <ul className="flex flex-wrap justify-center gap-x-8 gap-y-2 text-base font-semibold text-foreground/70">
              {PLATFORMS.map((platform) => (
                <li key={platform}>{t(`Platforms.${platform}`)}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <ul className="grid gap-4 md:grid-cols-3">
          <Feature
            icon={<SearchIcon size={20} />}
            title={t('Landing.feature-discovery-title')}
            body={t('Landing.feature-discovery-body')}
          />
          <Feature
            icon={<ChartIcon size={20} />}
            title={t('Landing.feature-analytics-title')}
            body={t('Landing.feature-analytics-body')}
          />
          <Feature
            icon={<MegaphoneIcon size={20} />}
            title={t('Landing.feature-campaigns-title')}
            body={t('Landing.feature-campaigns-body')}
          />
        </ul>
      </section>
    </div>
  );
}

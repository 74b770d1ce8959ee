import { useTranslation } from 'react-i18next';
import { Button } from '@creatorlens/ui';
import { useLocale } from '../../lib/i18n.ts';
import { getCompanyDetails } from '../../site/company.ts';
import { jobOpenings } from './jobs-content.ts';
import { PageHero, SectionCard } from '../../site/page-sections.tsx';
import { useSitePage } from '../../site/use-site-page.ts';

/** /jobs: the openings from content/jobs in the current language. */
export function JobsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const page = useSitePage('jobs');
  const jobs = jobOpenings(locale);
  const email = getCompanyDetails().email;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pb-20">
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <h2 className="mb-4 text-xl font-semibold">{t('Site.jobs-open')}</h2>
      {jobs.length === 0 && <p className="text-muted-foreground">{t('Site.jobs-empty')}</p>}
      <ul className="flex flex-col gap-4">
        {jobs.map((job) => (
          <li key={job.slug} id={job.slug} className="rounded-2xl border border-border bg-surface p-6 shadow-card">
            <h3 className="text-lg font-semibold">{job.title}</h3>
            <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted-foreground">
              <dt className="sr-only">{t('Site.jobs-location')}</dt>
              <dd>{job.location}</dd>
              <dt className="sr-only">{t('Site.jobs-type')}</dt>
              <dd>{job.type}</dd>
            </dl>
            {job.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-sm leading-relaxed">
                {paragraph}
              </p>
            ))}
            {email && (
              <Button asChild size="sm" className="mt-4">
                <a href={`mailto:${email}?subject=${encodeURIComponent(job.title)}`}>{t('Site.jobs-apply', { title: job.title })}</a>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-10">
        {page.sections.map((section) => (
          <SectionCard key={section.title} section={section} />
        ))}
      </div>
    </div>
  );
}

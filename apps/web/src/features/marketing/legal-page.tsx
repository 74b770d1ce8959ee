import { useTranslation } from 'react-i18next';
import { getCompanyDetails } from '../../site/company.ts';
import { PageHero } from '../../site/page-sections.tsx';
import { useSitePage } from '../../site/use-site-page.ts';

function CompanyFacts() {
  const { t } = useTranslation();
  const company = getCompanyDetails();
  const missing = <em className="text-muted-foreground">{t('Site.address-missing')}</em>;
  const rows: [string, string][] = [
    [t('Site.company-name'), company.name],
    [t('Site.company-address'), company.address],
    [t('Site.company-directors'), company.directors],
    [t('Site.company-register'), company.register],
    [t('Site.company-vat'), company.vatId],
    [t('Site.company-email'), company.email],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-border bg-surface p-6 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="whitespace-pre-line">{value || missing}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Imprint, privacy and terms: the operator's configured details on the imprint, then the copy sections. */
export function LegalPage({ pageKey }: { pageKey: 'imprint' | 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const page = useSitePage(pageKey);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-20">
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      {pageKey === 'imprint' && <CompanyFacts />}
      <div className="mt-8 flex flex-col gap-6">
        {page.sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-lg font-semibold">{section.title}</h2>
            <p className="mt-2 leading-relaxed text-muted-foreground">{section.body}</p>
          </section>
        ))}
      </div>
      <p className="mt-10 text-xs text-muted-foreground">{t('Site.legal-operator-note')}</p>
    </div>
  );
}

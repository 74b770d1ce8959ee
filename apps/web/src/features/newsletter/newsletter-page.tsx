import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Input, NativeSelect } from '@creatorlens/ui';
import { newsletterSignupSchema } from '@creatorlens/contracts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { PageHero, SectionCard } from '../../site/page-sections.tsx';
import { useSitePage } from '../../site/use-site-page.ts';

/** Handles ?confirm= and ?unsubscribe= from the mail links once, then shows the outcome. */
function useTokenLink(search: { confirm?: string | undefined; unsubscribe?: string | undefined }) {
  const api = useTRPC();
  const confirm = useMutation(api.newsletter.confirmSubscription.mutationOptions());
  const unsubscribe = useMutation(api.newsletter.unsubscribeEmail.mutationOptions());
  const hasRun = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice; a token must only be spent once.
    if (hasRun.current) return;
    hasRun.current = true;
    if (search.confirm) confirm.mutate({ token: search.confirm });
    else if (search.unsubscribe) unsubscribe.mutate({ token: search.unsubscribe });
  }, [search.confirm, search.unsubscribe, confirm, unsubscribe]);
  if (confirm.isSuccess) return 'confirmed' as const;
  if (unsubscribe.isSuccess) return 'unsubscribed' as const;
  if (confirm.isError || unsubscribe.isError) return 'invalid' as const;
  return confirm.isPending || unsubscribe.isPending ? ('working' as const) : null;
}

/** /newsletter: the double opt-in form, and the landing place of the confirm and unsubscribe links. */
export function NewsletterPage({ search }: { search: { confirm?: string | undefined; unsubscribe?: string | undefined } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const page = useSitePage('newsletter');
  const api = useTRPC();
  const form = useSchemaForm(newsletterSignupSchema, { defaultValues: { email: '', language: locale } });
  const subscribe = useMutation(api.newsletter.subscribeEmail.mutationOptions());
  const linkOutcome = useTokenLink(search);

  const onSubmit = form.handleSubmit((values) => subscribe.mutate(values));

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-20">
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="flex flex-col gap-4" aria-live="polite">
        {linkOutcome === 'working' && <Alert>{t('Site.newsletter-working')}</Alert>}
        {linkOutcome === 'confirmed' && <Alert tone="success">{t('Site.newsletter-confirmed')}</Alert>}
        {linkOutcome === 'unsubscribed' && <Alert tone="success">{t('Site.newsletter-unsubscribed')}</Alert>}
        {linkOutcome === 'invalid' && <Alert tone="critical">{t('Site.newsletter-invalid-link')}</Alert>}
        {subscribe.isSuccess ? (
          <Alert tone="success">{t('Site.newsletter-pending', { email: subscribe.variables?.email })}</Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-card">
            <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
              <Field label={t('Site.newsletter-email')} error={fieldError(form.formState.errors, 'email')}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </Field>
              <Field label={t('Site.newsletter-language')}>
                <NativeSelect {...form.register('language')}>
                  <option value="de">{t('Language.de')}</option>
                  <option value="en">{t('Language.en')}</option>
                </NativeSelect>
              </Field>
            </div>
            <p className="text-xs leading-relaxed text-muted-foreground">{t('Site.newsletter-consent')}</p>
            {subscribe.isError && <Alert tone="critical">{t('Site.newsletter-error')}</Alert>}
            <Button type="submit" className="self-start" disabled={subscribe.isPending}>
              {subscribe.isPending ? t('Site.newsletter-working') : t('Site.newsletter-subscribe')}
            </Button>
          </form>
        )}
      </div>
      <div className="mt-10 grid gap-4 md:grid-cols-2">
        {page.sections.map((section) => (
          <SectionCard key={section.title} section={section} />
        ))}
      </div>
    </div>
  );
}

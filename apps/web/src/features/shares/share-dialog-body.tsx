import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, CopyButton, Field, Input, NativeSelect, PasswordInput, Skeleton, useToast } from '@creatorlens/ui';
import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  DEFAULT_SHARE_FIGURES,
  SHARE_EXPIRY_DAYS,
  SHARE_FIGURES,
  SHARE_PASSWORD_MAX_LENGTH,
  SHARE_PASSWORD_MIN_LENGTH,
} from '@creatorlens/contracts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { SHARE_FORM_MESSAGES, shareFormSchema } from './share-form.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { useFormatters } from '../../lib/i18n.ts';
import type { ShareSubject } from './share-button.tsx';

/** The form that creates a link, the link just created (shown once) and the list's active links. */
export function ShareDialogBody({ subject }: { subject: ShareSubject }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useSchemaForm(shareFormSchema, {
    defaultValues: {
      figures: [...DEFAULT_SHARE_FIGURES],
      includeNotes: false,
      includeBudgets: false,
      expiresInDays: DEFAULT_SHARE_EXPIRY_DAYS,
      password: '',
    },
    messages: SHARE_FORM_MESSAGES,
  });
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const listKey = { subject: { kind: subject.kind, id: subject.id } };
  const invalidate = () => queryClient.invalidateQueries({ queryKey: api.share.listShareLinks.queryKey(listKey) });
  const create = useMutation(api.share.createShareLink.mutationOptions());
  const isCampaign = subject.kind === 'campaign';

  const onSubmit = form.handleSubmit(({ figures, includeNotes, includeBudgets, expiresInDays, password }) => {
    const input = {
      subject: { kind: subject.kind, id: subject.id },
      // In the order of SHARE_FIGURES, whatever the order they were ticked in.
      options: {
        figures: SHARE_FIGURES.filter((figure) => figures.includes(figure)),
        includeNotes: isCampaign && includeNotes,
        includeBudgets: isCampaign && includeBudgets,
      },
      expiresInDays,
      password,
    };
    create.mutate(input, {
      onSuccess: (answer) => {
        setCreatedUrl(new URL(answer.path, window.location.origin).toString());
        form.resetField('password');
        void invalidate();
      },
      onError: (error) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
    });
  });

  return (
    <div className="flex flex-col gap-5">
      {createdUrl && (
        <div data-testid="share-created">
          <Alert tone="success" title={t('Shares.created-title')}>
            <p className="text-sm">{t('Shares.created-hint')}</p>
          </Alert>
          <div className="mt-2 flex items-center gap-2">
            <Input
              readOnly
              value={createdUrl}
              aria-label={t('Shares.link-label')}
              data-testid="share-url"
              onFocus={(event) => event.target.select()}
            />
            <CopyButton value={createdUrl} label={t('Shares.copy')} copiedLabel={t('Shares.copied')} />
          </div>
        </div>
      )}
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1 text-sm font-medium">{t('Shares.figures-legend')}</legend>
          {SHARE_FIGURES.map((figure) => (
            <label key={figure} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                value={figure}
                {...form.register('figures')}
                data-testid={`share-figure-${figure}`}
              />
              {t(`Shares.figure-${figure}`)}
            </label>
          ))}
          <p className="text-xs text-muted-foreground">{t('Shares.figures-hint')}</p>
        </fieldset>
        {isCampaign && (
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 text-sm font-medium">{t('Shares.internal-legend')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" {...form.register('includeNotes')} />
              {t('Shares.include-notes')}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" {...form.register('includeBudgets')} />
              {t('Shares.include-budgets')}
            </label>
            <p className="text-xs text-muted-foreground">{t('Shares.internal-hint')}</p>
          </fieldset>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('Shares.expiry-label')}>
            <NativeSelect {...form.register('expiresInDays', { valueAsNumber: true })} data-testid="share-expiry">
              {SHARE_EXPIRY_DAYS.map((days) => (
                <option key={days} value={days}>
                  {t('Shares.expiry-option', { count: days })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={t('Shares.password-label')}
            hint={t('Shares.password-hint', { min: SHARE_PASSWORD_MIN_LENGTH })}
            error={fieldError(form.formState.errors, 'password')}
          >
            <PasswordInput
              maxLength={SHARE_PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              {...form.register('password')}
              showLabel={t('Auth.show-password')}
              hideLabel={t('Auth.hide-password')}
            />
          </Field>
        </div>
        <div>
          <Button type="submit" isLoading={create.isPending} data-testid="share-create">
            {t('Shares.create')}
          </Button>
        </div>
      </form>
      <ActiveLinks subject={subject} onRevoked={() => void invalidate()} />
    </div>
  );
}

function ActiveLinks({ subject, onRevoked }: { subject: ShareSubject; onRevoked: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const format = useFormatters();
  const links = useQuery(api.share.listShareLinks.queryOptions({ subject: { kind: subject.kind, id: subject.id } }));
  const revoke = useMutation(api.share.revokeShareLink.mutationOptions());
  return (
    <section aria-labelledby="share-active-title" className="flex flex-col gap-2">
      <h3 id="share-active-title" className="text-sm font-medium">
        {t('Shares.active-title')}
      </h3>
      <AppQueryState
        query={links}
        loading={<Skeleton className="h-16 w-full" />}
        empty={<p className="text-sm text-muted-foreground">{t('Shares.active-empty')}</p>}
      >
        {(rows) => (
          <ul className="flex flex-col gap-2" data-testid="share-active-links">
            {rows.map((link) => {
              const created = format.date(link.createdAt);
              return (
                <li key={link.id} className="flex items-start justify-between gap-3 rounded-md border border-border p-2.5 text-sm">
                  <div className="flex flex-col gap-0.5">
                    <span>
                      {link.createdByName
                        ? t('Shares.active-created', { date: created, name: link.createdByName })
                        : t('Shares.active-created-unknown', { date: created })}
                      {' · '}
                      {t('Shares.active-expires', { date: format.date(link.expiresAt) })}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {link.lastOpenedAt === null
                        ? t('Shares.active-never-opened')
                        : t('Shares.active-opened', { count: link.openCount, date: format.date(link.lastOpenedAt) })}
                      {link.hasPassword && ` · ${t('Shares.active-password')}`}
                      {(link.options.includeNotes || link.options.includeBudgets) && ` · ${t('Shares.active-internal')}`}
                    </span>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('Shares.revoke-label', { date: created })}
                    isLoading={revoke.isPending && revoke.variables?.id === link.id}
                    onClick={() =>
                      revoke.mutate(
                        { id: link.id },
                        {
                          onSuccess: () => {
                            toast.show({ tone: 'success', title: t('Shares.revoked') });
                            onRevoked();
                          },
                          onError: (error) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
                        },
                      )
                    }
                  >
                    {t('Shares.revoke')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </AppQueryState>
    </section>
  );
}

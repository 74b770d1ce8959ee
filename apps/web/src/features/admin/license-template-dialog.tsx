import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Field,
  Input,
  cn,
  focusRing,
} from '@creatorlens/ui';
import { getAppErrorCode } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import {
  EMPTY_TEMPLATE_FORM,
  LICENSE_PLATFORMS,
  parseTemplateForm,
  toFormValues,
  type TemplateFormErrors,
  type TemplateFormValues,
} from './license-template-form.ts';
import type { LicenseTemplate } from './license-templates-page.tsx';
import { useAdminFeedback } from './use-admin-mutation.ts';
import { LICENSE_TEMPLATE_KEY_MAX_LENGTH, LICENSE_TEMPLATE_NAME_MAX_LENGTH } from '@creatorlens/contracts';

const checkboxClass = cn('size-4 rounded border-input accent-primary', focusRing);
type NumberField = 'durationDays' | 'priceMonthly' | 'seats' | 'monthlyCredits' | 'maxChannelsPerManualWatchlist';

/** Create (template = 'new') or edit a licence template: terms, limits and readable platforms. */
export function LicenseTemplateDialog({ template, onClose }: { template: LicenseTemplate | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const existing = template !== 'new' ? template : null;
  return (
    <Dialog open={template !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={t('Common.close')} className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        {/* Keyed, so opening another template (or a new one) starts from its own values. */}
        <TemplateForm key={existing?.id ?? 'new'} existing={existing} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({ existing, onClose }: { existing: LicenseTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const [values, setValues] = useState<TemplateFormValues>(() => (existing ? toFormValues(existing) : EMPTY_TEMPLATE_FORM));
  const [errors, setErrors] = useState<TemplateFormErrors>({});

  const onSaved = async (saved: { name: string }) => {
    feedback.succeeded(existing ? t('Admin.template-saved', { name: saved.name }) : t('Admin.template-created', { name: saved.name }));
    onClose();
    await feedback.refresh();
  };
  const onFailed = (error: unknown) => {
    if (getAppErrorCode(error) === 'CONFLICT') setErrors({ key: 'key-taken' });
    else feedback.failed(error);
  };
  const create = useMutation({ ...api.licenseTemplate.createLicenseTemplate.mutationOptions(), onSuccess: onSaved, onError: onFailed });
  const update = useMutation({ ...api.licenseTemplate.updateLicenseTemplate.mutationOptions(), onSuccess: onSaved, onError: onFailed });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTemplateForm(values);
    setErrors(parsed.errors);
    if (!parsed.input) return;
    if (existing) update.mutate({ id: existing.id, data: parsed.input });
    else create.mutate(parsed.input);
  }

  const set = <K extends keyof TemplateFormValues>(field: K, value: TemplateFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorText = (field: keyof TemplateFormValues) => (errors[field] ? t(`Admin.form-error-${errors[field]}`) : undefined);
  const numberField = (field: NumberField, label: string) => (
    <Field label={label} error={errorText(field)}>
      <Input
        inputMode={field === 'priceMonthly' ? 'decimal' : 'numeric'}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <DialogTitle>{existing ? t('Admin.edit-template-title', { name: existing.name }) : t('Admin.create-template-title')}</DialogTitle>
      <DialogDescription>{t('Admin.template-form-body')}</DialogDescription>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('Admin.template-name')} error={errorText('name')}>
          <Input value={values.name} maxLength={LICENSE_TEMPLATE_NAME_MAX_LENGTH} onChange={(event) => set('name', event.target.value)} />
        </Field>
        <Field
          label={t('Admin.template-key')}
          error={errorText('key')}
          hint={existing?.isSignUpTemplate ? t('Admin.sign-up-template-locked') : t('Admin.template-key-hint')}
        >
          <Input
            value={values.key}
            maxLength={LICENSE_TEMPLATE_KEY_MAX_LENGTH}
            disabled={existing?.isSignUpTemplate}
            className="font-mono"
            onChange={(event) => set('key', event.target.value.toLowerCase())}
          />
        </Field>
        {numberField('durationDays', t('Admin.duration-days'))}
        {numberField('priceMonthly', t('Admin.price-monthly'))}
        {numberField('seats', t('Admin.seats'))}
        {numberField('monthlyCredits', t('Admin.monthly-credits'))}
        {numberField('maxChannelsPerManualWatchlist', t('Admin.max-channels'))}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('Admin.readable-platforms')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {LICENSE_PLATFORMS.map((platform) => (
            <label key={platform} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={values.readablePlatforms.includes(platform)}
                onChange={(event) =>
                  set(
                    'readablePlatforms',
                    event.target.checked
                      ? [...values.readablePlatforms, platform]
                      : values.readablePlatforms.filter((entry) => entry !== platform),
                  )
                }
              />
              {t(`Platforms.${platform}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={values.isTrial}
            onChange={(event) => set('isTrial', event.target.checked)}
          />
          {t('Admin.is-trial')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={values.isPublic}
            onChange={(event) => set('isPublic', event.target.checked)}
          />
          {t('Admin.is-public')}
        </label>
      </div>
      {existing && existing.licenseCount > 0 && (
        <p className="text-sm text-muted-foreground">{t('Admin.template-edit-note', { count: existing.licenseCount })}</p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('Common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={create.isPending || update.isPending}>
          {existing ? t('Common.save') : t('Admin.create-template')}
        </Button>
      </DialogFooter>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
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
import { LICENSE_TEMPLATE_KEY_MAX_LENGTH, LICENSE_TEMPLATE_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import { getAppErrorCode } from '../../lib/errors.ts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { useTRPC } from '../../lib/trpc.ts';
import {
  EMPTY_TEMPLATE_FORM,
  LICENSE_PLATFORMS,
  TEMPLATE_FORM_MESSAGES,
  templateFormSchema,
  toFormValues,
  toTemplateInput,
} from './license-template-form.ts';
import type { LicenseTemplate } from './license-templates-page.tsx';
import { useAdminFeedback } from './use-admin-mutation.ts';

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
  const form = useSchemaForm(templateFormSchema, {
    defaultValues: existing ? toFormValues(existing) : EMPTY_TEMPLATE_FORM,
    messages: TEMPLATE_FORM_MESSAGES,
  });

  const onSaved = async (saved: { name: string }) => {
    feedback.succeeded(existing ? t('Admin.template-saved', { name: saved.name }) : t('Admin.template-created', { name: saved.name }));
    onClose();
    await feedback.refresh();
  };
  const onFailed = (error: unknown) => {
    if (getAppErrorCode(error) === 'CONFLICT') form.setError('key', { message: t('Admin.form-error-key-taken') });
    else feedback.failed(error);
  };
  const create = useMutation({ ...api.licenseTemplate.createLicenseTemplate.mutationOptions(), onSuccess: onSaved, onError: onFailed });
  const update = useMutation({ ...api.licenseTemplate.updateLicenseTemplate.mutationOptions(), onSuccess: onSaved, onError: onFailed });

  const onSubmit = form.handleSubmit((values) => {
    const input = toTemplateInput(values);
    if (existing) update.mutate({ id: existing.id, data: input });
    else create.mutate(input);
  });

  const errorText = (field: NumberField | 'name' | 'key') => fieldError(form.formState.errors, field);
  const numberField = (field: NumberField, label: string) => (
    <Field label={label} error={errorText(field)}>
      <Input inputMode={field === 'priceMonthly' ? 'decimal' : 'numeric'} {...form.register(field)} />
    </Field>
  );
  const keyField = form.register('key');

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <DialogTitle>{existing ? t('Admin.edit-template-title', { name: existing.name }) : t('Admin.create-template-title')}</DialogTitle>
      <DialogDescription>{t('Admin.template-form-body')}</DialogDescription>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('Admin.template-name')} error={errorText('name')}>
          <Input maxLength={LICENSE_TEMPLATE_NAME_MAX_LENGTH} {...form.register('name')} />
        </Field>
        <Field
          label={t('Admin.template-key')}
          error={errorText('key')}
          hint={existing?.isSignUpTemplate ? t('Admin.sign-up-template-locked') : t('Admin.template-key-hint')}
        >
          <Input
            maxLength={LICENSE_TEMPLATE_KEY_MAX_LENGTH}
            disabled={existing?.isSignUpTemplate}
            className="font-mono"
            {...keyField}
            onChange={(event) => {
              // Keys are lower case; the field shows it while typing instead of refusing capitals later.
              event.target.value = event.target.value.toLowerCase();
              return keyField.onChange(event);
            }}
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
          <Controller
            control={form.control}
            name="readablePlatforms"
            render={({ field }) => (
              <>
                {LICENSE_PLATFORMS.map((platform) => (
                  <label key={platform} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={field.value.includes(platform)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...field.value, platform] : field.value.filter((entry) => entry !== platform),
                        )
                      }
                    />
                    {t(`Platforms.${platform}`)}
                  </label>
                ))}
              </>
            )}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className={checkboxClass} {...form.register('isTrial')} />
          {t('Admin.is-trial')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className={checkboxClass} {...form.register('isPublic')} />
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

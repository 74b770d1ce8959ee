import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, Button, Field, Input, NativeSelect, useToast } from '@creatorlens/ui';
import {
  GUIDE_HEADLINE_MAX_LENGTH,
  GUIDE_IMAGE_ALT_MAX_LENGTH,
  GUIDE_KEY_MAX_LENGTH,
  GUIDE_TYPES,
  NOTIFICATION_BODY_MAX_LENGTH,
  NOTIFICATION_BUTTON_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  NOTIFICATION_URL_MAX_LENGTH,
  guideFormSchema,
} from '@creatorlens/contracts';
import { fieldError, useSchemaForm } from '../../../lib/form/index.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { AudienceFields } from './audience-fields.tsx';
import { adminErrorMessage } from './admin-error.ts';
import { FieldTextarea } from './field-textarea.tsx';
import { GUIDE_FORM_MESSAGES, type GuideDraft, type GuideFormValues } from './guide-form-state.ts';

type TextField = Exclude<keyof GuideFormValues, 'type' | 'active' | 'dismissible' | 'audience'>;

/** Creates or edits one guide: type, content, audience and the paths it shows on. */
export function GuideForm({ initial, onDone }: { initial: GuideDraft; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useSchemaForm(guideFormSchema, { defaultValues: initial.values, messages: GUIDE_FORM_MESSAGES });
  const type = useWatch({ control: form.control, name: 'type' });
  const save = useMutation(
    api.notification.saveGuide.mutationOptions({
      onSuccess: () => {
        toast.show({ title: t('Notifications.guide-saved'), tone: 'success' });
        void queryClient.invalidateQueries({ queryKey: api.notification.listGuides.queryKey() });
        onDone();
      },
    }),
  );
  const onSubmit = form.handleSubmit((guide) => save.mutate({ ...(initial.id ? { id: initial.id } : {}), ...guide }));
  const textField = (name: TextField, label: string, maxLength: number) => (
    <Field label={label} error={fieldError(form.formState.errors, name)}>
      <Input maxLength={maxLength} {...form.register(name)} />
    </Field>
  );

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={onSubmit}
      noValidate
      aria-label={initial.id ? t('Notifications.guide-edit') : t('Notifications.guide-new')}
    >
      {save.isError && <Alert tone="critical">{adminErrorMessage(t, save.error)}</Alert>}
      <div className="grid gap-3 sm:grid-cols-3">
        {textField('key', t('Notifications.guide-key'), GUIDE_KEY_MAX_LENGTH)}
        <Field label={t('Notifications.guide-type')}>
          <NativeSelect {...form.register('type')}>
            {GUIDE_TYPES.map((guideType) => (
              <option key={guideType} value={guideType}>
                {t(`Notifications.guide-type-${guideType}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="flex flex-col justify-end gap-2 pb-1.5">
          <Checkbox label={t('Notifications.guide-active')} {...form.register('active')} />
          <Checkbox label={t('Notifications.guide-dismissible')} {...form.register('dismissible')} />
        </div>
      </div>
      {textField('title', t('Notifications.guide-title'), NOTIFICATION_TITLE_MAX_LENGTH)}
      {type === 'card' && textField('headline', t('Notifications.guide-headline'), GUIDE_HEADLINE_MAX_LENGTH)}
      <Field label={t('Notifications.guide-body')} error={fieldError(form.formState.errors, 'body')}>
        <FieldTextarea maxLength={NOTIFICATION_BODY_MAX_LENGTH} {...form.register('body')} />
      </Field>
      {type !== 'banner' && (
        <div className="grid gap-3 sm:grid-cols-3">
          {textField('imageUrl', t('Notifications.guide-image-url'), NOTIFICATION_URL_MAX_LENGTH)}
          {textField('imageAlt', t('Notifications.guide-image-alt'), GUIDE_IMAGE_ALT_MAX_LENGTH)}
          {textField('imageAction', t('Notifications.guide-image-action'), NOTIFICATION_URL_MAX_LENGTH)}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {textField('primaryText', t('Notifications.guide-primary-text'), NOTIFICATION_BUTTON_TEXT_MAX_LENGTH)}
        {textField('primaryAction', t('Notifications.guide-primary-action'), NOTIFICATION_URL_MAX_LENGTH)}
        {textField('secondaryText', t('Notifications.guide-secondary-text'), NOTIFICATION_BUTTON_TEXT_MAX_LENGTH)}
        {textField('secondaryAction', t('Notifications.guide-secondary-action'), NOTIFICATION_URL_MAX_LENGTH)}
      </div>
      <Controller
        control={form.control}
        name="audience"
        render={({ field }) => (
          <AudienceFields
            value={field.value}
            onChange={field.onChange}
            organizationIdError={fieldError(form.formState.errors, 'audience.organizationId')}
          />
        )}
      />
      <Field label={t('Notifications.guide-paths')} error={fieldError(form.formState.errors, 'paths')}>
        <FieldTextarea className="h-20 font-mono" {...form.register('paths')} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {t('Notifications.guide-save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('Notifications.guide-cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A labelled checkbox taking react-hook-form's registration (its ref reaches the input). */
function Checkbox({ label, ...props }: { label: string } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-primary" {...props} />
      {label}
    </label>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Field, Input, NativeSelect, useToast } from '@creatorlens/ui';
import { useTRPC } from '../../../lib/trpc.ts';
import { AudienceFields } from './audience-fields.tsx';
import { adminErrorMessage } from './admin-error.ts';
import { FieldTextarea } from './field-textarea.tsx';
import { formToInput, type GuideFormState } from './guide-form-state.ts';
import {
  GUIDE_HEADLINE_MAX_LENGTH,
  GUIDE_IMAGE_ALT_MAX_LENGTH,
  GUIDE_KEY_MAX_LENGTH,
  NOTIFICATION_BODY_MAX_LENGTH,
  NOTIFICATION_BUTTON_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  NOTIFICATION_URL_MAX_LENGTH,
} from '@creatorlens/contracts';

const GUIDE_TYPES = ['banner', 'card', 'modal'] as const;

/** Creates or edits one guide: type, content, audience and the paths it shows on. */
export function GuideForm({ initial, onDone }: { initial: GuideFormState; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const set = <K extends keyof GuideFormState>(key: K, value: GuideFormState[K]) => setForm((current) => ({ ...current, [key]: value }));
  const save = useMutation(
    api.notification.saveGuide.mutationOptions({
      onSuccess: () => {
        toast.show({ title: t('Notifications.guide-saved'), tone: 'success' });
        void queryClient.invalidateQueries({ queryKey: api.notification.listGuides.queryKey() });
        onDone();
      },
    }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(formToInput(form));
  };
  const textField = (key: keyof GuideFormState, label: string, props: { required?: boolean; maxLength?: number } = {}) => (
    <Field label={label}>
      <Input value={form[key] as string} onChange={(event) => set(key, event.target.value)} {...props} />
    </Field>
  );

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={onSubmit}
      aria-label={form.id ? t('Notifications.guide-edit') : t('Notifications.guide-new')}
    >
      {save.isError && <Alert tone="critical">{adminErrorMessage(t, save.error)}</Alert>}
      <div className="grid gap-3 sm:grid-cols-3">
        {textField('key', t('Notifications.guide-key'), { required: true, maxLength: GUIDE_KEY_MAX_LENGTH })}
        <Field label={t('Notifications.guide-type')}>
          <NativeSelect value={form.type} onChange={(event) => set('type', event.target.value as GuideFormState['type'])}>
            {GUIDE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`Notifications.guide-type-${type}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="flex flex-col justify-end gap-2 pb-1.5">
          <Checkbox label={t('Notifications.guide-active')} checked={form.active} onChange={(value) => set('active', value)} />
          <Checkbox
            label={t('Notifications.guide-dismissible')}
            checked={form.dismissible}
            onChange={(value) => set('dismissible', value)}
          />
        </div>
      </div>
      {textField('title', t('Notifications.guide-title'), { required: true, maxLength: NOTIFICATION_TITLE_MAX_LENGTH })}
      {form.type === 'card' && textField('headline', t('Notifications.guide-headline'), { maxLength: GUIDE_HEADLINE_MAX_LENGTH })}
      <Field label={t('Notifications.guide-body')}>
        <FieldTextarea value={form.body} onChange={(event) => set('body', event.target.value)} maxLength={NOTIFICATION_BODY_MAX_LENGTH} />
      </Field>
      {form.type !== 'banner' && (
        <div className="grid gap-3 sm:grid-cols-3">
          {textField('imageUrl', t('Notifications.guide-image-url'), { maxLength: NOTIFICATION_URL_MAX_LENGTH })}
          {textField('imageAlt', t('Notifications.guide-image-alt'), { maxLength: GUIDE_IMAGE_ALT_MAX_LENGTH })}
          {textField('imageAction', t('Notifications.guide-image-action'), { maxLength: NOTIFICATION_URL_MAX_LENGTH })}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {textField('primaryText', t('Notifications.guide-primary-text'), { maxLength: NOTIFICATION_BUTTON_TEXT_MAX_LENGTH })}
        {textField('primaryAction', t('Notifications.guide-primary-action'), { maxLength: NOTIFICATION_URL_MAX_LENGTH })}
        {textField('secondaryText', t('Notifications.guide-secondary-text'), { maxLength: NOTIFICATION_BUTTON_TEXT_MAX_LENGTH })}
        {textField('secondaryAction', t('Notifications.guide-secondary-action'), { maxLength: NOTIFICATION_URL_MAX_LENGTH })}
      </div>
      <AudienceFields value={form.audience} onChange={(audience) => set('audience', audience)} />
      <Field label={t('Notifications.guide-paths')}>
        <FieldTextarea value={form.paths} onChange={(event) => set('paths', event.target.value)} className="h-20 font-mono" />
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

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-primary" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

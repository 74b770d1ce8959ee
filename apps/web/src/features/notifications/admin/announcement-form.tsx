import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Field, Input, useToast } from '@creatorlens/ui';
import { fieldError, useSchemaForm } from '../../../lib/form/index.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { AudienceFields } from './audience-fields.tsx';
import { adminErrorMessage } from './admin-error.ts';
import { FieldTextarea } from './field-textarea.tsx';
import {
  NOTIFICATION_BODY_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  NOTIFICATION_URL_MAX_LENGTH,
  notificationAudienceSchema,
  notificationBodySchema,
  notificationLinkSchema,
  notificationTitleSchema,
} from '@creatorlens/contracts';

/** notification.createAnnouncement's fields as the form holds them; a blank link is sent as none. */
const announcementFormSchema = z.object({
  title: notificationTitleSchema,
  bodyHtml: notificationBodySchema,
  actionUrl: notificationLinkSchema,
  audience: notificationAudienceSchema,
});
const EMPTY_ANNOUNCEMENT: z.input<typeof announcementFormSchema> = { title: '', bodyHtml: '', actionUrl: '', audience: { kind: 'all' } };

/** Sends a product update (workflow product_updates) to an audience's feeds and, per preference, by email. */
export function AnnouncementForm() {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useSchemaForm(announcementFormSchema, { defaultValues: EMPTY_ANNOUNCEMENT });
  const send = useMutation(
    api.notification.createAnnouncement.mutationOptions({
      onSuccess: ({ recipientCount }) => {
        toast.show({ title: t('Notifications.announcement-sent', { count: recipientCount }), tone: 'success' });
        // The audience stays, as several updates often go to the same people.
        form.reset({ ...EMPTY_ANNOUNCEMENT, audience: form.getValues('audience') });
        void queryClient.invalidateQueries({ queryKey: api.notification.listAnnouncements.queryKey() });
      },
    }),
  );
  const onSubmit = form.handleSubmit((values) => send.mutate({ ...values, actionUrl: values.actionUrl || null }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Notifications.announcement-title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          {send.isError && <Alert tone="critical">{adminErrorMessage(t, send.error)}</Alert>}
          <Field label={t('Notifications.guide-title')} error={fieldError(form.formState.errors, 'title')}>
            <Input required maxLength={NOTIFICATION_TITLE_MAX_LENGTH} {...form.register('title')} />
          </Field>
          <Field label={t('Notifications.announcement-body')} error={fieldError(form.formState.errors, 'bodyHtml')}>
            <FieldTextarea maxLength={NOTIFICATION_BODY_MAX_LENGTH} {...form.register('bodyHtml')} />
          </Field>
          <Field label={t('Notifications.announcement-url')} error={fieldError(form.formState.errors, 'actionUrl')}>
            <Input maxLength={NOTIFICATION_URL_MAX_LENGTH} {...form.register('actionUrl')} />
          </Field>
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
          <Button type="submit" className="self-start" isLoading={send.isPending}>
            {t('Notifications.announcement-send')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Field, Input, useToast } from '@creatorlens/ui';
import { useTRPC } from '../../../lib/trpc.ts';
import { AudienceFields, type Audience } from './audience-fields.tsx';
import { adminErrorMessage } from './admin-error.ts';
import { FieldTextarea } from './field-textarea.tsx';
import { NOTIFICATION_BODY_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH, NOTIFICATION_URL_MAX_LENGTH } from '@creatorlens/contracts';

/** Sends a product update (workflow product_updates) to an audience's feeds and, per preference, by email. */
export function AnnouncementForm() {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [bodyHtml, setBodyHtml] = useState('');
  const [actionUrl, setActionUrl] = useState('');
  const [audience, setAudience] = useState<Audience>({ kind: 'all' });
  const send = useMutation(
    api.notification.createAnnouncement.mutationOptions({
      onSuccess: ({ recipientCount }) => {
        toast.show({ title: t('Notifications.announcement-sent', { count: recipientCount }), tone: 'success' });
        setTitle('');
        setBodyHtml('');
        setActionUrl('');
        void queryClient.invalidateQueries({ queryKey: api.notification.listAnnouncements.queryKey() });
      },
    }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ title, bodyHtml, actionUrl: actionUrl.trim() || null, audience });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Notifications.announcement-title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={onSubmit}>
          {send.isError && <Alert tone="critical">{adminErrorMessage(t, send.error)}</Alert>}
          <Field label={t('Notifications.guide-title')}>
            <Input value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={NOTIFICATION_TITLE_MAX_LENGTH} />
          </Field>
          <Field label={t('Notifications.announcement-body')}>
            <FieldTextarea
              value={bodyHtml}
              onChange={(event) => setBodyHtml(event.target.value)}
              maxLength={NOTIFICATION_BODY_MAX_LENGTH}
            />
          </Field>
          <Field label={t('Notifications.announcement-url')}>
            <Input value={actionUrl} onChange={(event) => setActionUrl(event.target.value)} maxLength={NOTIFICATION_URL_MAX_LENGTH} />
          </Field>
          <AudienceFields value={audience} onChange={setAudience} />
          <Button type="submit" className="self-start" isLoading={send.isPending}>
            {t('Notifications.announcement-send')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

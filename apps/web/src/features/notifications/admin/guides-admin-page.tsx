import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Spinner, useToast } from '@creatorlens/ui';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFormatters } from '../../../lib/i18n.ts';
import { AppQueryState } from '../../../lib/app-query-state.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { AnnouncementForm } from './announcement-form.tsx';
import { GuideForm } from './guide-form.tsx';
import { EMPTY_GUIDE, guideToForm, type GuideDraft } from './guide-form-state.ts';

/** /admin/guides: platform admins send announcements and author guides. */
export function GuidesAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Notifications.admin-title'));
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{t('Notifications.admin-title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('Notifications.admin-intro')}</p>
      </header>
      <AnnouncementForm />
      <AnnouncementsList />
      <GuidesSection />
    </div>
  );
}

function AnnouncementsList() {
  const { t } = useTranslation();
  const api = useTRPC();
  const { dateTime } = useFormatters();
  const announcements = useQuery(api.notification.listAnnouncements.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Notifications.announcements-list')}</CardTitle>
      </CardHeader>
      <CardContent>
        <AppQueryState
          query={announcements}
          loading={<Spinner />}
          empty={<p className="text-sm text-muted-foreground">{t('Notifications.announcements-empty')}</p>}
        >
          {(list) => (
            <ul className="divide-y divide-border text-sm">
              {list.map((announcement) => (
                <li key={announcement.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="font-medium">{announcement.title}</span>
                  <span className="text-muted-foreground">
                    {t(`Notifications.audience-${announcement.audience.kind}`)} · {announcement.recipientCount} ·{' '}
                    {dateTime(announcement.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </AppQueryState>
      </CardContent>
    </Card>
  );
}

function GuidesSection() {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const guides = useQuery(api.notification.listGuides.queryOptions());
  const [editing, setEditing] = useState<GuideDraft | null>(null);
  const remove = useMutation(
    api.notification.deleteGuide.mutationOptions({
      onSuccess: () => {
        toast.show({ title: t('Notifications.guide-deleted'), tone: 'success' });
        void queryClient.invalidateQueries({ queryKey: api.notification.listGuides.queryKey() });
      },
      onError: () => toast.show({ title: t('Common.error-occured'), tone: 'critical' }),
    }),
  );
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{t('Notifications.guides-list')}</CardTitle>
        {!editing && (
          <Button size="sm" onClick={() => setEditing(EMPTY_GUIDE)}>
            {t('Notifications.guide-new')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {editing && <GuideForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />}
        <AppQueryState
          query={guides}
          loading={<Spinner />}
          empty={<p className="text-sm text-muted-foreground">{t('Notifications.guides-empty')}</p>}
        >
          {(list) => (
            <ul className="divide-y divide-border text-sm" data-testid="admin-guides">
              {list.map((guide) => (
                <li key={guide.id} className="flex flex-wrap items-center gap-2 py-2">
                  <span className="font-mono">{guide.key}</span>
                  <Badge>{t(`Notifications.guide-type-${guide.type}`)}</Badge>
                  <Badge tone={guide.active ? 'grass' : 'neutral'}>
                    {guide.active ? t('Notifications.guide-active') : t('Notifications.guide-inactive')}
                  </Badge>
                  <span className="flex-1 truncate text-muted-foreground">{String(guide.content.title ?? '')}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('Notifications.guide-edit-label', { key: guide.key })}
                    onClick={() => setEditing(guideToForm(guide))}
                  >
                    {t('Notifications.guide-edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('Notifications.guide-delete-label', { key: guide.key })}
                    isLoading={remove.isPending && remove.variables.id === guide.id}
                    onClick={() => remove.mutate({ id: guide.id })}
                  >
                    {t('Notifications.guide-delete')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </AppQueryState>
      </CardContent>
    </Card>
  );
}

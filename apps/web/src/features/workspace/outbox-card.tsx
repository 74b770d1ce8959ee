import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  EmptyState,
  MailIcon,
  Skeleton,
  type BadgeTone,
} from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { AppPager } from '../../lib/app-pager.tsx';

type Mail = RouterOutputs['outbox']['listOutboxMails']['mails'][number];

const PAGE_SIZE = 10;
const STATUSES = ['outbox', 'queued', 'sending', 'sent', 'failed'] as const;
type KnownStatus = (typeof STATUSES)[number];
const TONES: Record<KnownStatus, BadgeTone> = { outbox: 'sky', queued: 'neutral', sending: 'neutral', sent: 'grass', failed: 'critical' };
const isKnownStatus = (status: string): status is KnownStatus => (STATUSES as readonly string[]).includes(status);

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isKnownStatus(status)) return <Badge>{status}</Badge>;
  return (
    <Badge tone={TONES[status]} hasDot>
      {t(`Outbox.status.${status}`)}
    </Badge>
  );
}

/** The organisation's mail outbox: status, recipient, subject, time, and the body as plain text in a dialog. */
export function OutboxCard() {
  const { t } = useTranslation();
  const api = useTRPC();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const [openMail, setOpenMail] = useState<Mail | null>(null);
  const query = useQuery(api.outbox.listOutboxMails.queryOptions({ page, pageSize: PAGE_SIZE }, { placeholderData: keepPreviousData }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Outbox.title')}</CardTitle>
        <CardDescription>{t('Outbox.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <AppQueryState
          query={query}
          loading={<Skeleton className="h-40 w-full" />}
          empty={<EmptyState icon={<MailIcon />} title={t('Outbox.empty')} />}
          isEmpty={(result) => result.mails.length === 0}
        >
          {(result) => (
            <>
              <DataTable
                label={t('Outbox.title')}
                rows={result.mails}
                rowKey={(mail) => mail.id}
                isFetching={query.isPlaceholderData}
                // No minimum width: the recipient truncates instead, so a phone never scrolls the table sideways.
                minWidthClassName=""
                columns={[
                  { key: 'status', header: t('Outbox.column-status'), cell: (mail) => <StatusBadge status={mail.status} /> },
                  {
                    key: 'to',
                    header: t('Outbox.column-to'),
                    // w-full + max-w-0: the recipient takes the room left and truncates instead of pushing "View" off a phone screen.
                    className: 'w-full max-w-0 truncate md:w-auto md:max-w-56',
                    cell: (mail) => mail.toAddress,
                  },
                  {
                    key: 'subject',
                    header: t('Outbox.column-subject'),
                    className: 'max-w-72 truncate max-md:hidden',
                    cell: (mail) => mail.subject,
                  },
                  {
                    key: 'created',
                    header: t('Outbox.column-created'),
                    className: 'whitespace-nowrap text-muted-foreground max-sm:hidden',
                    cell: (mail) => format.dateTime(mail.createdAt),
                  },
                  {
                    key: 'view',
                    header: t('Outbox.view'),
                    isHeaderHidden: true,
                    align: 'right',
                    cell: (mail) => (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('Outbox.view-label', { to: mail.toAddress })}
                        onClick={() => setOpenMail(mail)}
                      >
                        {t('Outbox.view')}
                      </Button>
                    ),
                  },
                ]}
              />
              <AppPager page={page} pageSize={PAGE_SIZE} total={result.total} onPageChange={setPage} />
            </>
          )}
        </AppQueryState>
      </CardContent>
      <Dialog open={openMail !== null} onOpenChange={(isOpen) => !isOpen && setOpenMail(null)}>
        {openMail && (
          <DialogContent closeLabel={t('Common.close')} className="max-w-2xl">
            <DialogTitle>{t('Outbox.body-title', { to: openMail.toAddress })}</DialogTitle>
            <DialogDescription>{t('Outbox.body-subject', { subject: openMail.subject })}</DialogDescription>
            {openMail.error && <p className="text-sm text-critical-strong">{openMail.error}</p>}
            {/* Plain text on purpose: mail bodies carry user-written names and must never render as HTML. */}
            <pre className="max-h-[60vh] overflow-auto rounded-lg bg-muted p-4 font-sans text-sm break-words whitespace-pre-wrap">
              {openMail.textBody}
            </pre>
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}

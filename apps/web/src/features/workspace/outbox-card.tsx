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
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  EmptyState,
  MailIcon,
  Pager,
  Skeleton,
  type BadgeTone,
} from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { QueryErrorAlert } from '../../lib/query-error-alert.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';

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
        {query.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : query.isError ? (
          <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />
        ) : query.data.mails.length === 0 ? (
          <EmptyState icon={<MailIcon />} title={t('Outbox.empty')} />
        ) : (
          <>
            <div className="relative overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-xs text-muted-foreground">
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('Outbox.column-status')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('Outbox.column-to')}
                    </th>
                    <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
                      {t('Outbox.column-subject')}
                    </th>
                    <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                      {t('Outbox.column-created')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      <span className="sr-only">{t('Outbox.view')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.mails.map((mail) => (
                    <tr key={mail.id} className="border-b border-border last:border-0">
                      <td className="py-2.5 pr-3">
                        <StatusBadge status={mail.status} />
                      </td>
                      {/* w-full + max-w-0: the recipient takes the room left and truncates instead of pushing "View" off a phone screen. */}
                      <td className="w-full max-w-0 truncate py-2.5 pr-3 md:w-auto md:max-w-56">{mail.toAddress}</td>
                      <td className="hidden max-w-72 truncate py-2.5 pr-3 md:table-cell">{mail.subject}</td>
                      <td className="hidden py-2.5 pr-3 whitespace-nowrap text-muted-foreground sm:table-cell">
                        {format.dateTime(mail.createdAt)}
                      </td>
                      <td className="py-2.5 text-right">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('Outbox.view-label', { to: mail.toAddress })}
                          onClick={() => setOpenMail(mail)}
                        >
                          {t('Outbox.view')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              onPageChange={setPage}
              statusLabel={(current, pages) => t('Credits.page-of', { page: current, pages })}
              previousLabel={t('Credits.previous')}
              nextLabel={t('Credits.next')}
            />
          </>
        )}
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

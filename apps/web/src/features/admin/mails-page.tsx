import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { blankAsUndefined, emailAddressSchema } from '@creatorlens/contracts';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  EmptyState,
  ExternalLinkIcon,
  Field,
  Input,
  MailIcon,
  useToast,
  type BadgeTone,
} from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useSchemaForm, fieldError, type FieldMessages } from '../../lib/form/index.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { useIsMailDeliveryConfigured } from '../../lib/mail-delivery.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AdminPagination } from './admin-pagination.tsx';
import { TableSkeleton } from './table-skeleton.tsx';

type AccessMail = RouterOutputs['outbox']['listAccessMails']['mails'][number];

const PAGE_SIZE = 20;

const STATUS_TONES: Record<string, BadgeTone> = { outbox: 'warning', queued: 'sky', sending: 'sky', sent: 'grass', failed: 'critical' };
const STATUSES = ['outbox', 'queued', 'sending', 'sent', 'failed'] as const;

/** The recipient filter: blank shows every mail, anything else must be the address outbox.listAccessMails takes. */
const filterFormSchema = z.object({ recipient: blankAsUndefined(emailAddressSchema) });
const FILTER_MESSAGES: FieldMessages = { recipient: { invalid_format: 'GettingIn.filter-invalid', too_big: 'GettingIn.filter-invalid' } };

/**
 * /admin/mails: verification, password reset and invitation mails of the whole install with their links, for
 * platform admins. On an install without SMTP this is where the operator finds a link to pass on (the server log has
 * it too); with SMTP it shows what went out. The server refuses the list to everyone else (outbox.listAccessMails).
 */
export function AdminMailsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('GettingIn.admin-title'));
  const api = useTRPC();
  const isDeliveryConfigured = useIsMailDeliveryConfigured();
  const [page, setPage] = useState(1);
  const [email, setEmail] = useState<string | undefined>(undefined);
  const filter = useSchemaForm(filterFormSchema, { defaultValues: { recipient: '' }, messages: FILTER_MESSAGES });
  const query = useQuery({
    ...api.outbox.listAccessMails.queryOptions({ page, pageSize: PAGE_SIZE, ...(email ? { email } : {}) }),
    placeholderData: keepPreviousData,
  });

  const onFilter = filter.handleSubmit(({ recipient }) => {
    setEmail(recipient);
    setPage(1);
  });

  return (
    <section aria-labelledby="admin-mails-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-0.5">
        <h2 id="admin-mails-title" className="text-lg font-semibold">
          {t('GettingIn.admin-title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('GettingIn.admin-body')}</p>
      </div>
      {isDeliveryConfigured !== undefined && (
        <Alert tone={isDeliveryConfigured ? 'info' : 'warning'}>
          {isDeliveryConfigured ? t('GettingIn.delivery-on') : t('GettingIn.delivery-off')}
        </Alert>
      )}
      <form noValidate onSubmit={onFilter} className="flex flex-wrap items-end gap-2">
        <div className="w-full max-w-xs">
          <Field label={t('GettingIn.filter-label')} error={fieldError(filter.formState.errors, 'recipient')}>
            <Input type="email" placeholder={t('GettingIn.filter-placeholder')} {...filter.register('recipient')} />
          </Field>
        </div>
        <Button type="submit" variant="secondary">
          {t('GettingIn.filter')}
        </Button>
        {email && (
          <Button
            variant="ghost"
            onClick={() => {
              filter.reset();
              setEmail(undefined);
              setPage(1);
            }}
          >
            {t('GettingIn.clear-filter')}
          </Button>
        )}
      </form>
      <AppQueryState
        query={query}
        loading={<TableSkeleton rows={5} />}
        empty={<EmptyState icon={<MailIcon size={20} />} title={email ? t('GettingIn.empty-filtered') : t('GettingIn.empty')} />}
        isEmpty={(result) => result.mails.length === 0}
      >
        {(result) => (
          <>
            <MailsTable mails={result.mails} />
            <AdminPagination page={page} pageSize={PAGE_SIZE} total={result.total} onPageChange={setPage} />
          </>
        )}
      </AppQueryState>
    </section>
  );
}

/**
 * A hand-made table rather than DataTable: each mail has a second, full-width row with its text that "Show text"
 * opens under it, and DataTable renders exactly one row per item.
 */
function MailsTable({ mails }: { mails: AccessMail[] }) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border bg-surface shadow-card">
      <table className="w-full min-w-[860px] border-collapse text-sm">
        <thead>
          <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t('GettingIn.column-created')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('GettingIn.column-kind')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('GettingIn.column-recipient')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('GettingIn.column-status')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t('GettingIn.column-link')}
            </th>
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => (
            <MailRow key={mail.id} mail={mail} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MailRow({ mail }: { mail: AccessMail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const toast = useToast();
  const [isTextShown, setIsTextShown] = useState(false);
  const kind =
    mail.kind === 'invitation'
      ? mail.organizationName
        ? t('GettingIn.kind-invitation', { organization: mail.organizationName })
        : t('GettingIn.kind-invitation-unknown')
      : t(`GettingIn.kind-${mail.kind}`);
  const status = (STATUSES as readonly string[]).includes(mail.status)
    ? t(`GettingIn.status-${mail.status as (typeof STATUSES)[number]}`)
    : mail.status;
  return (
    <>
      <tr className="border-b border-border align-top last:border-b-0">
        <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{format.dateTime(mail.createdAt)}</td>
        <td className="px-3 py-3">
          <div className="font-medium">{kind}</div>
          <button
            type="button"
            className="mt-1 text-xs text-primary hover:underline"
            aria-expanded={isTextShown}
            onClick={() => setIsTextShown((shown) => !shown)}
          >
            {isTextShown ? t('GettingIn.hide-text') : t('GettingIn.show-text')}
          </button>
        </td>
        <td className="px-3 py-3 break-all">{mail.toAddress}</td>
        <td className="px-3 py-3">
          <Badge tone={STATUS_TONES[mail.status] ?? 'neutral'}>{status}</Badge>
        </td>
        <td className="px-4 py-3">
          {mail.link ? (
            <div className="flex flex-col gap-2">
              {/* The link came from our own mail template (core findAccessLink), never from user text. */}
              <a
                href={mail.link}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex max-w-[22rem] items-start gap-1 font-mono text-xs break-all text-primary underline underline-offset-2"
              >
                <ExternalLinkIcon size={12} className="mt-0.5 shrink-0" />
                <span>{mail.link}</span>
              </a>
              <CopyButton
                value={mail.link}
                label={t('GettingIn.copy-link')}
                copiedLabel={t('GettingIn.link-copied')}
                onCopyError={() => toast.show({ tone: 'critical', title: t('GettingIn.copy-failed') })}
                className="self-start"
              />
            </div>
          ) : (
            <span className="text-muted-foreground">{t('GettingIn.no-link')}</span>
          )}
        </td>
      </tr>
      {isTextShown && (
        <tr className="border-b border-border bg-muted/20">
          <td colSpan={5} className="px-4 py-3">
            <p className="mb-2 font-medium">{mail.subject}</p>
            <pre className="font-sans text-sm whitespace-pre-wrap text-muted-foreground">{mail.textBody}</pre>
          </td>
        </tr>
      )}
    </>
  );
}

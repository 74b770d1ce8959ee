import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, EmptyState, FileTextIcon, TrashIcon, cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { QueryErrorAlert } from '../../lib/query-error-alert.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LicenseTemplateDialog } from './license-template-dialog.tsx';
import { TableSkeleton } from './table-skeleton.tsx';
import { useAdminFeedback } from './use-admin-mutation.ts';

export type LicenseTemplate = RouterOutputs['licenseTemplate']['listLicenseTemplates'][number];

/** /admin/license-templates: the plans organisations get licences from; create, edit, delete. */
export function AdminLicenseTemplatesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Admin.templates-title'));
  const api = useTRPC();
  const query = useQuery(api.licenseTemplate.listLicenseTemplates.queryOptions());
  const [editing, setEditing] = useState<LicenseTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LicenseTemplate | null>(null);

  return (
    <section aria-labelledby="admin-templates-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 id="admin-templates-title" className="text-lg font-semibold">
            {t('Admin.templates-title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('Admin.templates-body')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{t('Admin.create-template')}</Button>
      </div>
      {query.isError ? (
        <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />
      ) : query.isPending ? (
        <TableSkeleton rows={4} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={<FileTextIcon size={20} />} title={t('Admin.templates-empty')} />
      ) : (
        <TemplatesTable templates={query.data} onEdit={setEditing} onDelete={setDeleting} />
      )}
      <LicenseTemplateDialog template={editing} onClose={() => setEditing(null)} />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function TemplatesTable({
  templates,
  onEdit,
  onDelete,
}: {
  templates: LicenseTemplate[];
  onEdit: (template: LicenseTemplate) => void;
  onDelete: (template: LicenseTemplate) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  // A price of 0 means free only for a trial; a paid plan without a list price (Enterprise) is agreed per customer.
  const price = (template: { priceMonthlyCents: number; isTrial: boolean }) =>
    template.priceMonthlyCents > 0
      ? new Intl.NumberFormat(format.locale, { style: 'currency', currency: 'EUR' }).format(template.priceMonthlyCents / 100)
      : template.isTrial
        ? t('Admin.price-free')
        : t('Admin.price-custom');
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border bg-surface shadow-card">
      <table className="w-full min-w-[760px] border-collapse text-sm">
        <thead>
          <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t('Admin.column-template')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('Admin.column-duration')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('Admin.column-price')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('Admin.column-limits')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('Admin.column-licenses')}
            </th>
            <th scope="col" className="px-3 py-2.5">
              <span className="sr-only">{t('Admin.column-actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {templates.map((template) => (
            <tr key={template.id} className="align-top hover:bg-muted/30">
              <td className="px-4 py-2.5">
                <span className="flex flex-wrap items-center gap-1.5 font-medium">
                  {template.name}
                  {template.isTrial && <Badge tone="sky">{t('Admin.trial')}</Badge>}
                  {!template.isPublic && <Badge tone="neutral">{t('Admin.hidden')}</Badge>}
                  {template.isSignUpTemplate && <Badge tone="primary">{t('Admin.sign-up-template')}</Badge>}
                </span>
                <span className="font-mono text-xs text-muted-foreground">{template.key}</span>
              </td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{t('Admin.days', { count: template.durationDays })}</td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{price(template)}</td>
              <td className="px-3 py-2.5 text-xs text-muted-foreground">
                {t('Admin.limits-summary', {
                  seats: format.integer(template.constraints.seats),
                  credits: format.integer(template.constraints.monthlyCredits),
                  channels: format.integer(template.constraints.maxChannelsPerManualWatchlist),
                })}
                <br />
                {template.constraints.readablePlatforms.map((platform) => t(`Platforms.${platform}`)).join(', ') || t('Admin.no-platforms')}
              </td>
              <td className="px-3 py-2.5 text-right tabular-nums">{format.integer(template.licenseCount)}</td>
              <td className="px-3 py-2.5">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onEdit(template)}
                    aria-label={t('Admin.edit-template-label', { name: template.name })}
                  >
                    {t('Admin.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className={cn(!template.isSignUpTemplate && 'hover:text-critical-strong')}
                    disabled={template.isSignUpTemplate}
                    title={template.isSignUpTemplate ? t('Admin.sign-up-template-locked') : undefined}
                    onClick={() => onDelete(template)}
                    aria-label={t('Admin.delete-template-label', { name: template.name })}
                  >
                    <TrashIcon size={14} />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeleteTemplateDialog({ template, onClose }: { template: LicenseTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const remove = useMutation({
    ...api.licenseTemplate.deleteLicenseTemplate.mutationOptions(),
    onSuccess: async (result) => {
      feedback.succeeded(
        t('Admin.template-deleted-toast', { name: template?.name ?? '' }),
        result.detachedLicenseCount > 0 ? t('Admin.template-deleted-kept', { count: result.detachedLicenseCount }) : undefined,
      );
      onClose();
      await feedback.refresh();
    },
    onError: feedback.failed,
  });
  const count = template?.licenseCount ?? 0;
  return (
    <ConfirmDialog
      isOpen={template !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('Admin.delete-template-title', { name: template?.name ?? '' })}
      body={count > 0 ? t('Admin.delete-template-body-used', { count }) : t('Admin.delete-template-body')}
      confirmLabel={t('Admin.delete-template')}
      isDestructive
      isPending={remove.isPending}
      onConfirm={() => template && remove.mutate({ id: template.id })}
    />
  );
}

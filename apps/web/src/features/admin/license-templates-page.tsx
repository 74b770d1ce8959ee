import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, EmptyState, FileTextIcon, TrashIcon, cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
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
      <AppQueryState
        query={query}
        loading={<TableSkeleton rows={4} />}
        empty={<EmptyState icon={<FileTextIcon size={20} />} title={t('Admin.templates-empty')} />}
      >
        {(templates) => <TemplatesTable templates={templates} onEdit={setEditing} onDelete={setDeleting} />}
      </AppQueryState>
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
    <DataTable
      labelledBy="admin-templates-title"
      minWidthClassName="min-w-[760px]"
      rows={templates}
      rowKey={(template) => template.id}
      rowClassName={() => 'align-top'}
      sortLabel={(header) => t('Table.sort-by', { column: header })}
      columns={[
        {
          key: 'template',
          header: t('Admin.column-template'),
          sortValue: (template) => template.name,
          cell: (template) => (
            <>
              <span className="flex flex-wrap items-center gap-1.5 font-medium">
                {template.name}
                {template.isTrial && <Badge tone="sky">{t('Admin.trial')}</Badge>}
                {!template.isPublic && <Badge tone="neutral">{t('Admin.hidden')}</Badge>}
                {template.isSignUpTemplate && <Badge tone="primary">{t('Admin.sign-up-template')}</Badge>}
              </span>
              <span className="font-mono text-xs text-muted-foreground">{template.key}</span>
            </>
          ),
        },
        {
          key: 'duration',
          header: t('Admin.column-duration'),
          align: 'right',
          className: 'whitespace-nowrap',
          sortValue: (template) => template.durationDays,
          cell: (template) => t('Admin.days', { count: template.durationDays }),
        },
        {
          key: 'price',
          header: t('Admin.column-price'),
          align: 'right',
          className: 'whitespace-nowrap',
          sortValue: (template) => template.priceMonthlyCents,
          cell: price,
        },
        {
          key: 'limits',
          header: t('Admin.column-limits'),
          cell: (template) => (
            <span className="text-xs text-muted-foreground">
              {t('Admin.limits-summary', {
                seats: format.integer(template.constraints.seats),
                credits: format.integer(template.constraints.monthlyCredits),
                channels: format.integer(template.constraints.maxChannelsPerManualWatchlist),
              })}
              <br />
              {template.constraints.readablePlatforms.map((platform) => t(`Platforms.${platform}`)).join(', ') || t('Admin.no-platforms')}
            </span>
          ),
        },
        {
          key: 'licenses',
          header: t('Admin.column-licenses'),
          align: 'right',
          sortValue: (template) => template.licenseCount,
          cell: (template) => format.integer(template.licenseCount),
        },
        {
          key: 'actions',
          header: t('Admin.column-actions'),
          isHeaderHidden: true,
          cell: (template) => (
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
          ),
        },
      ]}
    />
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

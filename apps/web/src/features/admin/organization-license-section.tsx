import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Field } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { AdminOrganization } from './organization-dialog.tsx';
import { LicenseTemplateSelect } from './license-template-select.tsx';
import { useAdminFeedback } from './use-admin-mutation.ts';

/** The organisation's licence and how to replace it with a fresh copy of a template. */
export function OrganizationLicenseSection({ organization }: { organization: AdminOrganization }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const templates = useQuery(api.licenseTemplate.listLicenseTemplates.queryOptions());
  const [templateId, setTemplateId] = useState('');
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const license = organization.license;
  const chosen = templates.data?.find((template) => template.id === templateId);

  const assign = useMutation({
    ...api.admin.assignLicense.mutationOptions(),
    onSuccess: async (assigned) => {
      feedback.succeeded(t('Admin.license-assigned', { name: assigned.name, date: format.date(assigned.validUntil) }));
      setIsConfirmOpen(false);
      setTemplateId('');
      await feedback.refresh();
    },
    onError: feedback.failed,
  });

  return (
    <section aria-labelledby="org-license-title" className="flex flex-col gap-3">
      <h3 id="org-license-title" className="text-sm font-semibold">
        {t('Admin.column-license')}
      </h3>
      {license ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{license.name}</span>
          {license.isExpired ? (
            <Badge tone="critical" hasDot>
              {t('Admin.expired-on', { date: format.date(license.validUntil) })}
            </Badge>
          ) : (
            <span className="text-muted-foreground">{t('Admin.valid-until', { date: format.date(license.validUntil) })}</span>
          )}
          {license.templateId === null && <Badge tone="warning">{t('Admin.template-deleted')}</Badge>}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('Admin.no-license')}</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label={t('Admin.assign-from-template')} className="flex-1">
          <LicenseTemplateSelect templates={templates} value={templateId} onChange={(event) => setTemplateId(event.target.value)} />
        </Field>
        <Button variant="secondary" disabled={!chosen} onClick={() => setIsConfirmOpen(true)}>
          {t('Admin.assign-license')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirmOpen && Boolean(chosen)}
        onOpenChange={setIsConfirmOpen}
        title={t('Admin.assign-license-title', { name: chosen?.name ?? '' })}
        body={t('Admin.assign-license-body', { organization: organization.name, count: chosen?.durationDays ?? 0 })}
        confirmLabel={t('Admin.assign-license')}
        isPending={assign.isPending}
        onConfirm={() => chosen && assign.mutate({ organizationId: organization.id, templateId: chosen.id })}
      />
    </section>
  );
}

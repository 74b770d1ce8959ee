import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Field,
  Input,
  NativeSelect,
} from '@creatorlens/ui';
import { getAppErrorCode } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useAdminFeedback } from './use-admin-mutation.ts';
import { EMAIL_ADDRESS_PATTERN, ORGANIZATION_NAME_MAX_LENGTH } from '@creatorlens/contracts';

type FieldErrors = Partial<Record<'name' | 'templateId' | 'ownerEmail', string>>;

/** New organisation: name, licence template and, optionally, an existing user as owner. */
export function CreateOrganizationDialog({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [ownerEmail, setOwnerEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const templates = useQuery({ ...api.licenseTemplate.listLicenseTemplates.queryOptions(), enabled: isOpen });

  const create = useMutation({
    ...api.admin.createOrganization.mutationOptions(),
    onSuccess: async (created) => {
      feedback.succeeded(t('Admin.org-created', { name: name.trim() }));
      setIsOpen(false);
      setName('');
      setOwnerEmail('');
      await feedback.refresh();
      onCreated(created.id);
    },
    onError: (error) => {
      // An unknown owner is the one mistake the form can point at; anything else is a toast.
      if (getAppErrorCode(error) === 'NOT_FOUND' && ownerEmail.trim()) setErrors({ ownerEmail: t('Admin.owner-not-found') });
      else feedback.failed(error);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!name.trim()) next.name = t('Admin.name-required');
    if (!templateId) next.templateId = t('Admin.template-required');
    if (ownerEmail.trim() && !EMAIL_ADDRESS_PATTERN.test(ownerEmail.trim())) next.ownerEmail = t('Admin.email-invalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    create.mutate({ name: name.trim(), licenseTemplateId: templateId, ...(ownerEmail.trim() ? { ownerEmail: ownerEmail.trim() } : {}) });
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) setErrors({});
      }}
    >
      <Button onClick={() => setIsOpen(true)}>{t('Admin.create-org')}</Button>
      <DialogContent closeLabel={t('Common.close')}>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <DialogTitle>{t('Admin.create-org-title')}</DialogTitle>
          <DialogDescription>{t('Admin.create-org-body')}</DialogDescription>
          <Field label={t('Admin.org-name')} error={errors.name}>
            <Input value={name} maxLength={ORGANIZATION_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
          </Field>
          <Field label={t('Admin.license-template')} error={errors.templateId}>
            <NativeSelect value={templateId} onChange={(event) => setTemplateId(event.target.value)} disabled={templates.isPending}>
              <option value="">{templates.isPending ? t('Common.loading') : t('Admin.choose-template')}</option>
              {templates.data?.map((template) => (
                <option key={template.id} value={template.id}>
                  {t('Admin.template-option', { name: template.name, days: template.durationDays })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={t('Admin.owner-email')}
            labelAside={t('Common.optional')}
            hint={t('Admin.owner-email-hint')}
            error={errors.ownerEmail}
          >
            <Input
              type="email"
              value={ownerEmail}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => setOwnerEmail(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('Common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={create.isPending}>
              {t('Admin.create-org')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

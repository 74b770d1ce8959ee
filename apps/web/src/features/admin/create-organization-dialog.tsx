import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, Field, Input } from '@creatorlens/ui';
import * as z from 'zod/mini';
import {
  blankAsUndefined,
  EMAIL_MAX_LENGTH,
  emailAddressSchema,
  ORGANIZATION_NAME_MAX_LENGTH,
  organizationNameSchema,
} from '@creatorlens/contracts';
import { getAppErrorCode } from '../../lib/errors.ts';
import { fieldError, useSchemaForm, type FieldMessages } from '../../lib/form/index.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { LicenseTemplateSelect } from './license-template-select.tsx';
import { useAdminFeedback } from './use-admin-mutation.ts';

/** admin.createOrganization's fields as the dialog asks for them: the owner may stay blank, a template must be picked. */
export const createOrganizationFormSchema = z.object({
  name: organizationNameSchema,
  licenseTemplateId: z.string().check(z.minLength(1)),
  ownerEmail: blankAsUndefined(emailAddressSchema),
});

export const CREATE_ORGANIZATION_MESSAGES: FieldMessages = {
  name: { required: 'Admin.name-required' },
  licenseTemplateId: { required: 'Admin.template-required' },
  ownerEmail: { invalid_format: 'Admin.email-invalid' },
};

/** New organisation: name, licence template and, optionally, an existing user as owner. */
export function CreateOrganizationDialog({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const [isOpen, setIsOpen] = useState(false);
  const form = useSchemaForm(createOrganizationFormSchema, {
    defaultValues: { name: '', licenseTemplateId: '', ownerEmail: '' },
    messages: CREATE_ORGANIZATION_MESSAGES,
  });
  const templates = useQuery({ ...api.licenseTemplate.listLicenseTemplates.queryOptions(), enabled: isOpen });

  const create = useMutation({
    ...api.admin.createOrganization.mutationOptions(),
    onSuccess: async (created, input) => {
      feedback.succeeded(t('Admin.org-created', { name: input.name }));
      setIsOpen(false);
      // The template stays chosen for the next organisation, as admins often create several alike.
      form.reset({ name: '', licenseTemplateId: input.licenseTemplateId, ownerEmail: '' });
      await feedback.refresh();
      onCreated(created.id);
    },
    onError: (error, input) => {
      // An unknown owner is the one mistake the form can point at; anything else is a toast.
      if (getAppErrorCode(error) === 'NOT_FOUND' && input.ownerEmail) form.setError('ownerEmail', { message: t('Admin.owner-not-found') });
      else feedback.failed(error);
    },
  });

  const onSubmit = form.handleSubmit(({ name, licenseTemplateId, ownerEmail }) =>
    create.mutate({ name, licenseTemplateId, ...(ownerEmail ? { ownerEmail } : {}) }),
  );

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) form.clearErrors();
      }}
    >
      <Button onClick={() => setIsOpen(true)}>{t('Admin.create-org')}</Button>
      <DialogContent closeLabel={t('Common.close')}>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <DialogTitle>{t('Admin.create-org-title')}</DialogTitle>
          <DialogDescription>{t('Admin.create-org-body')}</DialogDescription>
          <Field label={t('Admin.org-name')} error={fieldError(form.formState.errors, 'name')}>
            <Input maxLength={ORGANIZATION_NAME_MAX_LENGTH} {...form.register('name')} />
          </Field>
          <Field label={t('Admin.license-template')} error={fieldError(form.formState.errors, 'licenseTemplateId')}>
            <LicenseTemplateSelect templates={templates} {...form.register('licenseTemplateId')} />
          </Field>
          <Field
            label={t('Admin.owner-email')}
            labelAside={t('Common.optional')}
            hint={t('Admin.owner-email-hint')}
            error={fieldError(form.formState.errors, 'ownerEmail')}
          >
            <Input type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="off" {...form.register('ownerEmail')} />
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

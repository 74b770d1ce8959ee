import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, NativeSelect } from '@creatorlens/ui';
import { accountManagerFormSchema, EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import { fieldError, useSchemaForm, type FieldMessages } from '../../lib/form/index.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminOrganization } from './organization-dialog.tsx';
import { useAdminFeedback } from './use-admin-mutation.ts';

/** The new-manager form's own words; the rules are accountManagerFormSchema in contracts. */
const MANAGER_MESSAGES: FieldMessages = {
  name: { required: 'Admin.name-required' },
  email: { required: 'Admin.email-invalid', invalid_format: 'Admin.email-invalid' },
};

/** Who the organisation's admins contact about their licence; pick one, clear it, or add a new manager. */
export function AccountManagerSection({ organization }: { organization: AdminOrganization }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const managers = useQuery(api.admin.listAccountManagers.queryOptions());
  const [isAdding, setIsAdding] = useState(false);

  const assign = useMutation({
    ...api.admin.setAccountManager.mutationOptions(),
    onSuccess: async () => {
      feedback.succeeded(t('Admin.manager-saved'));
      await feedback.refresh();
    },
    onError: feedback.failed,
  });

  return (
    <section aria-labelledby="org-manager-title" className="flex flex-col gap-3">
      <h3 id="org-manager-title" className="text-sm font-semibold">
        {t('Admin.account-manager')}
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label={t('Admin.account-manager')} className="flex-1">
          <NativeSelect
            value={organization.accountManager?.id ?? ''}
            disabled={managers.isPending || assign.isPending}
            onChange={(event) => assign.mutate({ organizationId: organization.id, accountManagerId: event.target.value || null })}
          >
            <option value="">{t('Admin.no-manager')}</option>
            {managers.data?.map((manager) => (
              <option key={manager.id} value={manager.id}>
                {t('Admin.manager-option', { name: manager.name, email: manager.email })}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {!isAdding && (
          <Button variant="ghost" onClick={() => setIsAdding(true)}>
            {t('Admin.add-manager')}
          </Button>
        )}
      </div>
      {isAdding && (
        <NewManagerForm
          onDone={(managerId) => {
            setIsAdding(false);
            if (managerId) assign.mutate({ organizationId: organization.id, accountManagerId: managerId });
          }}
        />
      )}
    </section>
  );
}

function NewManagerForm({ onDone }: { onDone: (managerId: string | null) => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const form = useSchemaForm(accountManagerFormSchema, { defaultValues: { name: '', email: '' }, messages: MANAGER_MESSAGES });
  const create = useMutation({
    ...api.admin.createAccountManager.mutationOptions(),
    onSuccess: async (manager) => {
      feedback.succeeded(t('Admin.manager-created', { name: manager.name }));
      await feedback.refresh();
      onDone(manager.id);
    },
    onError: feedback.failed,
  });

  return (
    <form
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
      aria-label={t('Admin.add-manager')}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('Admin.manager-name')} error={fieldError(form.formState.errors, 'name')}>
          <Input maxLength={PERSON_NAME_MAX_LENGTH} {...form.register('name')} />
        </Field>
        <Field label={t('Admin.manager-email')} error={fieldError(form.formState.errors, 'email')}>
          <Input type="email" maxLength={EMAIL_MAX_LENGTH} {...form.register('email')} />
        </Field>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => onDone(null)}>
          {t('Common.cancel')}
        </Button>
        <Button type="submit" size="sm" isLoading={create.isPending}>
          {t('Admin.add-manager')}
        </Button>
      </div>
    </form>
  );
}

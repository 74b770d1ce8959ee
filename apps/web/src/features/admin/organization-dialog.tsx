import { useMutation, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Dialog, DialogContent, DialogDescription, DialogTitle, Field, Input } from '@creatorlens/ui';
import { ORGANIZATION_NAME_MAX_LENGTH, ORGANIZATION_SLUG_MAX_LENGTH, organizationDetailsFormSchema } from '@creatorlens/contracts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { getAppErrorCode } from '../../lib/errors.ts';
import { fieldError, useSchemaForm, type FieldMessages } from '../../lib/form/index.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { AccountManagerSection } from './account-manager-section.tsx';
import { DialogSpinner } from './dialog-spinner.tsx';
import { OrganizationLicenseSection } from './organization-license-section.tsx';
import { useAdminFeedback } from './use-admin-mutation.ts';

/** The details form's own words; one message covers every way a slug can be wrong, as it names the whole rule. */
const DETAILS_MESSAGES: FieldMessages = {
  name: { required: 'Admin.name-required' },
  slug: {
    required: 'Admin.slug-invalid',
    too_small: 'Admin.slug-invalid',
    too_big: 'Admin.slug-invalid',
    invalid_format: 'Admin.slug-invalid',
  },
};

export type AdminOrganization = RouterOutputs['admin']['getOrganization'];

/** Everything about one organisation an admin changes: name and slug, licence, account manager; members to look at. */
export function OrganizationDialog({ organizationId, onClose }: { organizationId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const query = useQuery({
    ...api.admin.getOrganization.queryOptions({ organizationId: organizationId ?? '' }),
    enabled: organizationId !== null,
  });

  return (
    <Dialog open={organizationId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={t('Common.close')} className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogTitle>{query.data?.name ?? t('Admin.org-details')}</DialogTitle>
        <DialogDescription className="sr-only">{t('Admin.org-details')}</DialogDescription>
        <AppQueryState query={query} loading={<DialogSpinner />}>
          {(organization) => (
            <div className="flex flex-col gap-6">
              {/* Keyed by the saved values, so the form starts over from them after a save or a refetch. */}
              <OrganizationDetailsForm key={`${organization.name}|${organization.slug}`} organization={organization} />
              <OrganizationLicenseSection organization={organization} />
              <AccountManagerSection organization={organization} />
              <MembersList members={organization.members} />
            </div>
          )}
        </AppQueryState>
      </DialogContent>
    </Dialog>
  );
}

function OrganizationDetailsForm({ organization }: { organization: AdminOrganization }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const form = useSchemaForm(organizationDetailsFormSchema, {
    defaultValues: { name: organization.name, slug: organization.slug },
    messages: DETAILS_MESSAGES,
  });

  const update = useMutation({
    ...api.admin.updateOrganization.mutationOptions(),
    onSuccess: async () => {
      feedback.succeeded(t('Admin.org-saved'));
      await feedback.refresh();
    },
    onError: (error) => {
      if (getAppErrorCode(error) === 'CONFLICT') form.setError('slug', { message: t('Admin.slug-taken') });
      else feedback.failed(error);
    },
  });

  const onSubmit = form.handleSubmit((data) => update.mutate({ id: organization.id, data }));
  const [name, slug] = useWatch({ control: form.control, name: ['name', 'slug'] });
  const isUnchanged = name.trim() === organization.name && slug.trim() === organization.slug;
  const slugField = form.register('slug');

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate aria-labelledby="org-details-title">
      <h3 id="org-details-title" className="text-sm font-semibold">
        {t('Admin.org-details')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('Admin.org-name')} error={fieldError(form.formState.errors, 'name')}>
          <Input maxLength={ORGANIZATION_NAME_MAX_LENGTH} {...form.register('name')} />
        </Field>
        <Field label={t('Admin.org-slug')} error={fieldError(form.formState.errors, 'slug')}>
          <Input
            maxLength={ORGANIZATION_SLUG_MAX_LENGTH}
            {...slugField}
            onChange={(event) => {
              // Slugs are lower case; the field shows it while typing instead of refusing capitals later.
              event.target.value = event.target.value.toLowerCase();
              return slugField.onChange(event);
            }}
          />
        </Field>
      </div>
      <Button type="submit" size="sm" variant="secondary" className="self-end" disabled={isUnchanged} isLoading={update.isPending}>
        {t('Common.save')}
      </Button>
    </form>
  );
}

function MembersList({ members }: { members: AdminOrganization['members'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="org-members-title" className="flex flex-col gap-2">
      <h3 id="org-members-title" className="text-sm font-semibold">
        {t('Admin.members-count', { count: members.length })}
      </h3>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('Admin.no-members')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {members.map((member) => (
            <li key={member.userId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{member.name}</span>
                <span className="truncate text-xs text-muted-foreground">{member.email}</span>
              </span>
              <Badge tone={member.role === 'member' ? 'neutral' : 'sky'}>{t(`Admin.org-role-${member.role}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

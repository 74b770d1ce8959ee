import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Dialog, DialogContent, DialogDescription, DialogTitle, Field, Input, Spinner } from '@creatorlens/ui';
import { getAppErrorCode } from '../../lib/errors.ts';
import { QueryErrorAlert } from '../../lib/query-error-alert.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { AccountManagerSection } from './account-manager-section.tsx';
import { OrganizationLicenseSection } from './organization-license-section.tsx';
import { useAdminFeedback } from './use-admin-mutation.ts';
import { isValidOrganizationSlug, ORGANIZATION_NAME_MAX_LENGTH, ORGANIZATION_SLUG_MAX_LENGTH } from '@creatorlens/contracts';

export type AdminOrganization = RouterOutputs['admin']['getOrganization'];

/** Everything about one organisation an admin changes: name and slug, licence, account manager; members to look at. */
export function OrganizationDialog({ organizationId, onClose }: { organizationId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const query = useQuery({
    ...api.admin.getOrganization.queryOptions({ organizationId: organizationId ?? '' }),
    enabled: organizationId !== null,
  });
  const organization = query.data;

  return (
    <Dialog open={organizationId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={t('Common.close')} className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogTitle>{organization?.name ?? t('Admin.org-details')}</DialogTitle>
        <DialogDescription className="sr-only">{t('Admin.org-details')}</DialogDescription>
        {query.isError ? (
          <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />
        ) : !organization ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('Common.loading')} className="text-muted-foreground" />
          </div>
        ) : (
          <div className="flex flex-col gap-6">
            {/* Keyed by the saved values, so the form starts over from them after a save or a refetch. */}
            <OrganizationDetailsForm key={`${organization.name}|${organization.slug}`} organization={organization} />
            <OrganizationLicenseSection organization={organization} />
            <AccountManagerSection organization={organization} />
            <MembersList members={organization.members} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OrganizationDetailsForm({ organization }: { organization: AdminOrganization }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const feedback = useAdminFeedback();
  const [name, setName] = useState(organization.name);
  const [slug, setSlug] = useState(organization.slug);
  const [errors, setErrors] = useState<{ name?: string; slug?: string }>({});

  const update = useMutation({
    ...api.admin.updateOrganization.mutationOptions(),
    onSuccess: async () => {
      feedback.succeeded(t('Admin.org-saved'));
      await feedback.refresh();
    },
    onError: (error) => {
      if (getAppErrorCode(error) === 'CONFLICT') setErrors({ slug: t('Admin.slug-taken') });
      else feedback.failed(error);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('Admin.name-required');
    if (!isValidOrganizationSlug(slug.trim())) next.slug = t('Admin.slug-invalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    update.mutate({ id: organization.id, data: { name: name.trim(), slug: slug.trim() } });
  }

  const isUnchanged = name.trim() === organization.name && slug.trim() === organization.slug;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate aria-labelledby="org-details-title">
      <h3 id="org-details-title" className="text-sm font-semibold">
        {t('Admin.org-details')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('Admin.org-name')} error={errors.name}>
          <Input value={name} maxLength={ORGANIZATION_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={t('Admin.org-slug')} error={errors.slug}>
          <Input value={slug} maxLength={ORGANIZATION_SLUG_MAX_LENGTH} onChange={(event) => setSlug(event.target.value.toLowerCase())} />
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

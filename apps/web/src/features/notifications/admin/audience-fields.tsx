import { useTranslation } from 'react-i18next';
import { Field, Input, NativeSelect } from '@creatorlens/ui';
import type { RouterInputs } from '../../../lib/trpc.ts';

export type Audience = RouterInputs['notification']['createAnnouncement']['audience'];
export const AUDIENCE_ROLES = ['admin', 'user', 'org-owner', 'org-admin', 'org-member'] as const;

/** Target all users, one organisation (by id) or a role: the three audiences the server accepts. */
export function AudienceFields({ value, onChange }: { value: Audience; onChange: (audience: Audience) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={t('Notifications.audience')}>
        <NativeSelect
          value={value.kind}
          onChange={(event) => {
            const kind = event.target.value as Audience['kind'];
            onChange(kind === 'all' ? { kind } : kind === 'organization' ? { kind, organizationId: '' } : { kind, role: 'user' });
          }}
        >
          <option value="all">{t('Notifications.audience-all')}</option>
          <option value="organization">{t('Notifications.audience-organization')}</option>
          <option value="role">{t('Notifications.audience-role')}</option>
        </NativeSelect>
      </Field>
      {value.kind === 'organization' && (
        <Field label={t('Notifications.audience-organization-id')}>
          <Input
            value={value.organizationId}
            required
            onChange={(event) => onChange({ kind: 'organization', organizationId: event.target.value })}
          />
        </Field>
      )}
      {value.kind === 'role' && (
        <Field label={t('Notifications.audience-role-value')}>
          <NativeSelect
            value={value.role}
            onChange={(event) => onChange({ kind: 'role', role: event.target.value as (typeof AUDIENCE_ROLES)[number] })}
          >
            {AUDIENCE_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
    </div>
  );
}

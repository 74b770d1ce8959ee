import { useTranslation } from 'react-i18next';
import { Field, Input, NativeSelect } from '@creatorlens/ui';
import { AUDIENCE_ROLES } from '@creatorlens/contracts';
import type { RouterInputs } from '../../../lib/trpc.ts';

export type Audience = RouterInputs['notification']['createAnnouncement']['audience'];

/** Target all users, one organisation (by id) or a role: the three audiences the server accepts. */
export function AudienceFields({
  value,
  onChange,
  organizationIdError,
}: {
  value: Audience;
  onChange: (audience: Audience) => void;
  /** The form's message for a missing or too long organisation id. */
  organizationIdError?: string;
}) {
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
        <Field label={t('Notifications.audience-organization-id')} error={organizationIdError}>
          <Input
            value={value.organizationId}
            aria-required
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

import { useTranslation } from 'react-i18next';
import { NativeSelect, Skeleton, type NativeSelectProps, type QueryStateQuery } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';

type Templates = RouterOutputs['licenseTemplate']['listLicenseTemplates'];

/**
 * The licence-template choice of the new-organisation dialog and the organisation's licence section: "choose" first,
 * then each template with its duration; a select-sized placeholder while the list loads, the error with a retry if it
 * fails. The select's value and handlers are the caller's (a registered form field or local state).
 */
export function LicenseTemplateSelect({ templates, ...select }: NativeSelectProps & { templates: QueryStateQuery<Templates> }) {
  const { t } = useTranslation();
  return (
    <AppQueryState query={templates} loading={<Skeleton className="h-9 w-full" />}>
      {(list) => (
        <NativeSelect {...select}>
          <option value="">{t('Admin.choose-template')}</option>
          {list.map((template) => (
            <option key={template.id} value={template.id}>
              {t('Admin.template-option', { name: template.name, days: template.durationDays })}
            </option>
          ))}
        </NativeSelect>
      )}
    </AppQueryState>
  );
}

import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card, Skeleton, cn } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { readCrmInput } from './crm-value-check.ts';
import { CrmValueEditor, CrmValueText, type CrmFieldValue } from './crm-value-editor.tsx';

export interface CrmPanelProps {
  subjectType: 'artist' | 'channel';
  /** The artist's id (not its slug) or the channel's id. */
  subjectId: string;
  /** Heading shown above the fields; defaults to "CRM". */
  title?: string;
  className?: string;
}

/**
 * The organisation's CRM fields for one artist or channel with inline editing. A change shows at once
 * (optimistic) and is rolled back with a message when the server refuses it.
 */
export function CrmPanel({ subjectType, subjectId, title, className }: CrmPanelProps) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const ability = useAbility();
  const canEdit = ability.can('update', 'crm_value');
  const locale = useLocale();
  const headingId = useId();
  const input = { subjectType, subjectId };
  const queryKey = api.crmValue.listCrmValues.queryKey(input);
  const values = useQuery(api.crmValue.listCrmValues.queryOptions(input));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setError = (fieldId: string, message: string | null) =>
    setErrors((current) => {
      const next = { ...current };
      if (message) next[fieldId] = message;
      else delete next[fieldId];
      return next;
    });

  const save = useMutation(
    api.crmValue.setCrmValue.mutationOptions({
      onMutate: async (variables) => {
        await queryClient.cancelQueries({ queryKey });
        const previous = queryClient.getQueryData(queryKey);
        queryClient.setQueryData(queryKey, (old) =>
          old?.map((field) => (field.fieldId === variables.fieldId ? { ...field, value: variables.value } : field)),
        );
        setError(variables.fieldId, null);
        return { previous };
      },
      onError: (error, variables, context) => {
        if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
        const field = context?.previous?.find((item) => item.fieldId === variables.fieldId);
        const reason = getAppErrorCode(error) === 'VALIDATION' && field ? t(`Crm.invalid-${field.type}`) : t(errorMessageKey(error));
        setError(variables.fieldId, reason);
      },
      // Not awaited: the value is saved when the server answers, and "Saving…" ends there. The refetch only confirms
      // what the optimistic update already shows; awaited, it was a second round trip with "Saving…" still on screen.
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey });
        // The fields page shows how many values each field has.
        void queryClient.invalidateQueries({ queryKey: api.crmField.listCrmFields.queryKey() });
      },
    }),
  );

  function onCommit(field: CrmFieldValue, value: string | null) {
    // Numbers are typed in the UI language ("1.500,5") and sent as the plain decimal the server stores ("1500.5").
    const read = value === null ? ({ ok: true, value: null } as const) : readCrmInput(locale, field.type, field.options, value);
    if (!read.ok) {
      setError(field.fieldId, t(read.messageKey));
      return;
    }
    save.mutate({ fieldId: field.fieldId, subjectType, subjectId, value: read.value });
  }

  const savingFieldId = save.isPending ? save.variables?.fieldId : undefined;
  return (
    <Card className={cn('flex flex-col gap-3 p-5', className)}>
      <h3 id={headingId} className="text-sm font-semibold">
        {title ?? t('Crm.panel-title')}
      </h3>
      <AppQueryState
        query={values}
        loading={
          <div className="flex flex-col gap-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        }
        empty={
          <p className="text-sm text-muted-foreground">
            {t('Crm.panel-empty')}{' '}
            {ability.can('create', 'crm_field') && (
              <Link to="/workspace/crm" className="text-primary-strong underline">
                {t('Crm.panel-manage')}
              </Link>
            )}
          </p>
        }
      >
        {(fields) => (
          <dl aria-labelledby={headingId} className="flex flex-col gap-3">
            {fields.map((field) => (
              <CrmPanelRow
                key={field.fieldId}
                field={field}
                canEdit={canEdit}
                error={errors[field.fieldId] ?? null}
                isSaving={savingFieldId === field.fieldId}
                onCommit={(value) => onCommit(field, value)}
              />
            ))}
          </dl>
        )}
      </AppQueryState>
    </Card>
  );
}

function CrmPanelRow({
  field,
  canEdit,
  error,
  isSaving,
  onCommit,
}: {
  field: CrmFieldValue;
  canEdit: boolean;
  error: string | null;
  isSaving: boolean;
  onCommit: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <dt className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        {canEdit ? <label htmlFor={id}>{field.name}</label> : <span>{field.name}</span>}
        <span aria-live="polite" className="text-xs">
          {isSaving ? t('Crm.saving') : ''}
        </span>
      </dt>
      <dd className="text-sm">
        {canEdit ? (
          <CrmValueEditor
            // A new stored value (saved, rolled back or changed elsewhere) resets the draft.
            key={field.value ?? ''}
            field={field}
            id={id}
            describedBy={error ? errorId : undefined}
            isInvalid={error !== null}
            onCommit={onCommit}
          />
        ) : (
          <CrmValueText field={field} />
        )}
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-xs text-critical-strong">
            {t('Crm.save-failed', { name: field.name, reason: error })}
          </p>
        )}
      </dd>
    </div>
  );
}

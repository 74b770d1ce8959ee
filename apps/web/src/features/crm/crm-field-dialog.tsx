import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  CloseIcon,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Field,
  Input,
  NativeSelect,
  cn,
  focusRing,
  useToast,
} from '@creatorlens/ui';
import { CRM_FIELD_NAME_MAX_LENGTH, CRM_FIELD_TYPES, CRM_MAX_OPTIONS, CRM_OPTION_MAX_LENGTH } from '@creatorlens/contracts';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import {
  CRM_FIELD_MESSAGES,
  crmFieldFormSchema,
  toCrmFieldInput,
  type CrmFieldFormInput,
  type CrmFieldFormValues,
} from './crm-field-form.ts';

export type CrmField = RouterOutputs['crmField']['listCrmFields'][number];

export { CRM_FIELD_TYPES };

/** Create (without `field`) or edit a CRM field: name, type (fixed once values exist) and select options. */
export function CrmFieldDialog({
  field,
  isOpen,
  onOpenChange,
}: {
  field?: CrmField;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so every opening starts from the field as stored. */}
      {isOpen && <CrmFieldForm field={field} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function CrmFieldForm({ field, onDone }: { field: CrmField | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const isTypeLocked = (field?.valueCount ?? 0) > 0;

  const onSuccess = async (saved: CrmField) => {
    toast.show({ tone: 'success', title: t(field ? 'Crm.field-saved' : 'Crm.field-created', { name: saved.name }) });
    await queryClient.invalidateQueries({ queryKey: api.crmField.listCrmFields.queryKey() });
    // Panels on artist pages show the fields too.
    await queryClient.invalidateQueries({ queryKey: api.crmValue.listCrmValues.pathKey() });
    onDone();
  };
  const create = useMutation({ ...api.crmField.createCrmField.mutationOptions(), onSuccess });
  const update = useMutation({ ...api.crmField.updateCrmField.mutationOptions(), onSuccess });
  const failure = create.error ?? update.error;

  function onSave(values: CrmFieldFormValues) {
    const { name, type, options } = toCrmFieldInput(values);
    if (field) update.mutate({ id: field.id, data: { name, ...(isTypeLocked ? {} : { type }), options } });
    else create.mutate({ name, type, options });
  }

  return (
    <CrmFieldEditor
      field={field}
      isSaving={create.isPending || update.isPending}
      failure={failure ? (getAppErrorCode(failure) === 'CONFLICT' ? t('Crm.field-conflict') : t(errorMessageKey(failure))) : null}
      onSave={onSave}
      onCancel={onDone}
    />
  );
}

/**
 * The dialog's form without the calls: checked with crmFieldFormSchema, it hands the valid values to `onSave`.
 * Apart from CrmFieldForm so its checks can be tried without a server.
 */
export function CrmFieldEditor({
  field,
  isSaving,
  failure,
  onSave,
  onCancel,
}: {
  field: CrmField | undefined;
  isSaving: boolean;
  /** The server's refusal of the last save, already in words. */
  failure: string | null;
  onSave: (values: CrmFieldFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const isTypeLocked = (field?.valueCount ?? 0) > 0;
  const form = useSchemaForm(crmFieldFormSchema, {
    defaultValues: {
      name: field?.name ?? '',
      type: field?.type ?? 'text',
      // One empty row, so switching the type to "select" shows where the first option goes.
      options: (field?.options.length ? field.options : ['']).map((value) => ({ value })),
    },
    messages: CRM_FIELD_MESSAGES,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  // A list-wide break is not any one row's: react-hook-form re-checks only the changed row, so after a submit every
  // change to the rows (or the type) checks the list again, and a fixed list clears its message at once.
  const recheckOptions = () => {
    if (form.formState.isSubmitted) void form.trigger('options');
  };
  const errors = form.formState.errors;
  // A list-wide break (none, or one twice) sits at the array's root; one option's break (too long) at its row.
  const optionsError =
    errors.options?.root?.message ?? errors.options?.message ?? errors.options?.find?.((row) => row?.value)?.value?.message;

  return (
    <DialogContent closeLabel={t('Common.close')} className="max-w-lg">
      <form onSubmit={form.handleSubmit(onSave)} className="flex flex-col gap-4" noValidate>
        <DialogTitle>{field ? t('Crm.edit-title', { name: field.name }) : t('Crm.create-title')}</DialogTitle>
        <DialogDescription>{t('Crm.page-description')}</DialogDescription>
        <Field label={t('Crm.field-name')} error={fieldError(errors, 'name')}>
          <Input maxLength={CRM_FIELD_NAME_MAX_LENGTH} placeholder={t('Crm.field-name-placeholder')} {...form.register('name')} />
        </Field>
        <Field label={t('Crm.field-type')} hint={isTypeLocked ? t('Crm.type-locked', { count: field?.valueCount ?? 0 }) : undefined}>
          <NativeSelect disabled={isTypeLocked} {...form.register('type', { onChange: recheckOptions })}>
            {CRM_FIELD_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`Crm.type-${option}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {type === 'select' && (
          <OptionsEditor control={form.control} register={form.register} error={optionsError} onRowsChange={recheckOptions} />
        )}
        {failure && (
          <Alert tone="critical" role="alert">
            {failure}
          </Alert>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            {t('Common.cancel')}
          </Button>
          <Button type="submit" isLoading={isSaving}>
            {field ? t('Crm.save-field') : t('Crm.create-field')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function OptionsEditor({
  control,
  register,
  error,
  onRowsChange,
}: {
  control: Control<CrmFieldFormInput, unknown, CrmFieldFormValues>;
  register: UseFormRegister<CrmFieldFormInput>;
  error: string | undefined;
  onRowsChange: () => void;
}) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'options' });
  // The typed words name each row's remove button.
  const values = useWatch({ control, name: 'options' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{t('Crm.options')}</legend>
      <p className="text-sm text-muted-foreground">{t('Crm.options-hint')}</p>
      <ul className="flex max-h-60 flex-col gap-2 overflow-y-auto p-0.5">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="flex items-center gap-2">
            <Input
              maxLength={CRM_OPTION_MAX_LENGTH}
              aria-label={t('Crm.option-label', { number: index + 1 })}
              placeholder={t('Crm.option-placeholder')}
              {...register(`options.${index}.value`, { onChange: onRowsChange })}
            />
            <button
              type="button"
              onClick={() => {
                rows.remove(index);
                onRowsChange();
              }}
              aria-label={t('Crm.remove-option', { name: values[index]?.value || index + 1 })}
              className={cn('shrink-0 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-critical-strong', focusRing)}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-critical-strong">
          {error}
        </p>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        onClick={() => {
          rows.append({ value: '' });
          onRowsChange();
        }}
        disabled={rows.fields.length >= CRM_MAX_OPTIONS}
      >
        {t('Crm.add-option')}
      </Button>
    </fieldset>
  );
}

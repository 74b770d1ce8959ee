import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
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
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import type { CrmFieldType } from './crm-value-check.ts';
import { CRM_FIELD_NAME_MAX_LENGTH, CRM_FIELD_TYPES, CRM_MAX_OPTIONS, CRM_OPTION_MAX_LENGTH } from '@creatorlens/contracts';

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
  const [name, setName] = useState(field?.name ?? '');
  const [type, setType] = useState<CrmFieldType>(field?.type ?? 'text');
  const [options, setOptions] = useState<string[]>(field?.options.length ? field.options : ['']);
  const [error, setError] = useState<{ name?: string; options?: string; form?: string }>({});
  const isTypeLocked = (field?.valueCount ?? 0) > 0;

  const onSuccess = async (saved: CrmField) => {
    toast.show({ tone: 'success', title: t(field ? 'Crm.field-saved' : 'Crm.field-created', { name: saved.name }) });
    await queryClient.invalidateQueries({ queryKey: api.crmField.listCrmFields.queryKey() });
    // Panels on artist pages show the fields too.
    await queryClient.invalidateQueries({ queryKey: api.crmValue.listCrmValues.pathKey() });
    onDone();
  };
  const onError = (mutationError: unknown) =>
    setError({ form: getAppErrorCode(mutationError) === 'CONFLICT' ? t('Crm.field-conflict') : t(errorMessageKey(mutationError)) });
  const create = useMutation({ ...api.crmField.createCrmField.mutationOptions(), onSuccess, onError });
  const update = useMutation({ ...api.crmField.updateCrmField.mutationOptions(), onSuccess, onError });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const cleaned = options.map((option) => option.trim()).filter(Boolean);
    const next: typeof error = {};
    if (!trimmed) next.name = t('Crm.name-required');
    if (type === 'select' && cleaned.length === 0) next.options = t('Crm.options-required');
    else if (type === 'select' && new Set(cleaned.map((option) => option.toLocaleLowerCase())).size !== cleaned.length) {
      next.options = t('Crm.options-duplicate');
    }
    setError(next);
    if (Object.keys(next).length > 0) return;
    const selectOptions = type === 'select' ? cleaned : [];
    if (field) {
      update.mutate({ id: field.id, data: { name: trimmed, ...(isTypeLocked ? {} : { type }), options: selectOptions } });
    } else {
      create.mutate({ name: trimmed, type, options: selectOptions });
    }
  }

  return (
    <DialogContent closeLabel={t('Common.close')} className="max-w-lg">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <DialogTitle>{field ? t('Crm.edit-title', { name: field.name }) : t('Crm.create-title')}</DialogTitle>
        <DialogDescription>{t('Crm.page-description')}</DialogDescription>
        <Field label={t('Crm.field-name')} error={error.name}>
          <Input
            value={name}
            maxLength={CRM_FIELD_NAME_MAX_LENGTH}
            placeholder={t('Crm.field-name-placeholder')}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field label={t('Crm.field-type')} hint={isTypeLocked ? t('Crm.type-locked', { count: field?.valueCount ?? 0 }) : undefined}>
          <NativeSelect value={type} disabled={isTypeLocked} onChange={(event) => setType(event.target.value as CrmFieldType)}>
            {CRM_FIELD_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`Crm.type-${option}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {type === 'select' && <OptionsEditor options={options} onChange={setOptions} error={error.options} />}
        {error.form && (
          <p role="alert" className="text-sm text-critical-strong">
            {error.form}
          </p>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={onDone}>
            {t('Common.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending || update.isPending}>
            {field ? t('Crm.save-field') : t('Crm.create-field')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function OptionsEditor({
  options,
  onChange,
  error,
}: {
  options: string[];
  onChange: (options: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const setAt = (index: number, value: string) => onChange(options.map((option, at) => (at === index ? value : option)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{t('Crm.options')}</legend>
      <p className="text-sm text-muted-foreground">{t('Crm.options-hint')}</p>
      <ul className="flex max-h-60 flex-col gap-2 overflow-y-auto p-0.5">
        {options.map((option, index) => (
          <li key={index} className="flex items-center gap-2">
            <Input
              value={option}
              maxLength={CRM_OPTION_MAX_LENGTH}
              aria-label={t('Crm.option-label', { number: index + 1 })}
              placeholder={t('Crm.option-placeholder')}
              onChange={(event) => setAt(index, event.target.value)}
            />
            <button
              type="button"
              onClick={() => onChange(options.filter((_, at) => at !== index))}
              aria-label={t('Crm.remove-option', { name: option || index + 1 })}
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
        onClick={() => onChange([...options, ''])}
        disabled={options.length >= CRM_MAX_OPTIONS}
      >
        {t('Crm.add-option')}
      </Button>
    </fieldset>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Field,
  Input,
  PasswordInput,
  cn,
  focusRing,
  useToast,
} from '@creatorlens/ui';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import {
  hasAddressMoved,
  parseConnectorForm,
  toFormValues,
  type ConnectorFormErrors,
  type ConnectorFormValues,
  type ConnectorOverview,
} from './connector-form.ts';

/** Edit one connector's endpoints, client id, quota and (write-only) secret. */
export function ConnectorDialog({ connector, onClose }: { connector: ConnectorOverview | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={connector !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={t('Common.close')} className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        {/* Keyed, so opening another connector starts from its own values. */}
        {connector && <ConnectorForm key={connector.connector} connector={connector} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ConnectorForm({ connector, onClose }: { connector: ConnectorOverview; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ConnectorFormValues>(() => toFormValues(connector));
  const [errors, setErrors] = useState<ConnectorFormErrors>({});
  const name = t(`Connectors.name.${connector.connector}`);
  const update = useMutation({
    ...api.connector.updateConnector.mutationOptions(),
    onSuccess: async () => {
      toast.show({ tone: 'success', title: t('Connectors.saved', { name }) });
      onClose();
      await queryClient.invalidateQueries({ queryKey: api.connector.pathKey() });
    },
    // A refused address or a missing secret comes back as VALIDATION with the server's reason, which says what to change.
    onError: (error) =>
      toast.show({
        tone: 'critical',
        title: t(errorMessageKey(error)),
        description: getAppErrorCode(error) === 'VALIDATION' ? error.message : undefined,
      }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseConnectorForm(connector, values);
    setErrors(parsed.errors);
    if (parsed.data) update.mutate({ connector: connector.connector, data: parsed.data });
  }
  const errorText = (field: keyof ConnectorFormErrors) => (errors[field] ? t(`Connectors.error-${errors[field]}`) : undefined);

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <DialogTitle>{t('Connectors.edit-title', { name })}</DialogTitle>
      <DialogDescription>{t('Connectors.edit-body')}</DialogDescription>
      {connector.fields.map((field) => (
        <Field
          key={field}
          label={t(`Connectors.field.${field}`)}
          error={errorText(field)}
          hint={field === 'dailyQuota' ? t('Connectors.daily-quota-hint') : undefined}
        >
          <Input
            value={values[field]}
            inputMode={field === 'dailyQuota' || field === 'businessAccountId' ? 'numeric' : undefined}
            className={field === 'dailyQuota' ? undefined : 'font-mono text-xs'}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        </Field>
      ))}
      <Field
        label={t(`Connectors.secret.${connector.connector}`)}
        error={errorText('secret')}
        hint={connector.isSecretSet && hasAddressMoved(connector, values) ? t('Connectors.secret-again-hint') : undefined}
      >
        <PasswordInput
          value={values.secret}
          autoComplete="off"
          showLabel={t('Auth.show-password')}
          hideLabel={t('Auth.hide-password')}
          disabled={values.isRemovingSecret}
          placeholder={connector.isSecretSet ? t('Connectors.secret-placeholder-kept') : t('Connectors.secret-placeholder-new')}
          onChange={(event) => setValues((current) => ({ ...current, secret: event.target.value }))}
        />
      </Field>
      {connector.isSecretSet && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={cn('size-4 rounded border-input accent-primary', focusRing)}
            checked={values.isRemovingSecret}
            onChange={(event) => setValues((current) => ({ ...current, isRemovingSecret: event.target.checked }))}
          />
          {t('Connectors.remove-secret')}
        </label>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('Common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={update.isPending}>
          {t('Common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
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
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { useTRPC } from '../../lib/trpc.ts';
import {
  CONNECTOR_FORM_MESSAGES,
  connectorFormSchema,
  hasAddressMoved,
  toConnectorUpdate,
  toFormValues,
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
  // Built per connector (the secret rule reads its stored addresses); the form is keyed by connector, so once.
  const schema = useMemo(() => connectorFormSchema(connector), [connector]);
  const form = useSchemaForm(schema, { defaultValues: toFormValues(connector), messages: CONNECTOR_FORM_MESSAGES });
  const errors = form.formState.errors;
  const typed = useWatch({ control: form.control });
  const isRemovingSecret = typed.isRemovingSecret ?? false;
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
  // The secret's "enter it again" depends on the addresses: once submitted, a changed address re-checks it at once.
  const recheckSecret = () => {
    if (form.formState.isSubmitted) void form.trigger('secret');
  };

  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        update.mutate({ connector: connector.connector, data: toConnectorUpdate(connector, values) }),
      )}
      className="flex flex-col gap-4"
      noValidate
    >
      <DialogTitle>{t('Connectors.edit-title', { name })}</DialogTitle>
      <DialogDescription>{t('Connectors.edit-body')}</DialogDescription>
      {connector.fields.map((field) => (
        <Field
          key={field}
          label={t(`Connectors.field.${field}`)}
          error={fieldError(errors, field)}
          hint={field === 'dailyQuota' ? t('Connectors.daily-quota-hint') : undefined}
        >
          <Input
            inputMode={field === 'dailyQuota' || field === 'businessAccountId' ? 'numeric' : undefined}
            className={field === 'dailyQuota' ? undefined : 'font-mono text-xs'}
            {...form.register(field, { onChange: recheckSecret })}
          />
        </Field>
      ))}
      <Field
        label={t(`Connectors.secret.${connector.connector}`)}
        error={fieldError(errors, 'secret')}
        hint={connector.isSecretSet && hasAddressMoved(connector, typed) ? t('Connectors.secret-again-hint') : undefined}
      >
        <PasswordInput
          autoComplete="off"
          showLabel={t('Auth.show-password')}
          hideLabel={t('Auth.hide-password')}
          disabled={isRemovingSecret}
          placeholder={connector.isSecretSet ? t('Connectors.secret-placeholder-kept') : t('Connectors.secret-placeholder-new')}
          {...form.register('secret')}
        />
      </Field>
      {connector.isSecretSet && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={cn('size-4 rounded border-input accent-primary', focusRing)}
            {...form.register('isRemovingSecret', {
              // A secret typed before choosing removal is dropped with the stored one, so it cannot block the save.
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked) form.setValue('secret', '');
                recheckSecret();
              },
            })}
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

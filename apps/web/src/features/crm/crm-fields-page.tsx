import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ArrowDownIcon,
  ArrowUpIcon,
  Badge,
  Button,
  Card,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  EmptyState,
  FileTextIcon,
  Skeleton,
  TrashIcon,
  cn,
  focusRing,
  useToast,
} from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CrmFieldDialog, type CrmField } from './crm-field-dialog.tsx';

const iconButton = cn(
  'rounded-md p-2 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40',
  focusRing,
);

/** /workspace/crm: the organisation's CRM fields; admins create, edit, reorder and delete, members read. */
export function CrmFieldsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Crm.page-title'));
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const ability = useAbility();
  const isAdmin = ability.can('create', 'crm_field');
  const fields = useQuery(api.crmField.listCrmFields.queryOptions());
  const listKey = api.crmField.listCrmFields.queryKey();
  const [editing, setEditing] = useState<CrmField | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CrmField | null>(null);

  const move = useMutation(
    api.crmField.moveCrmField.mutationOptions({
      onMutate: async ({ id, toIndex }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueryData(listKey);
        queryClient.setQueryData(listKey, (old) => {
          if (!old) return old;
          const next = [...old];
          const from = next.findIndex((field) => field.id === id);
          const [moving] = next.splice(from, 1);
          if (moving) next.splice(toIndex, 0, moving);
          return next.map((field, idx) => ({ ...field, idx }));
        });
        return { previous };
      },
      onError: (error, _variables, context) => {
        if (context?.previous) queryClient.setQueryData(listKey, context.previous);
        toast.show({ tone: 'critical', title: t(errorMessageKey(error)) });
      },
      onSuccess: (ordered) => queryClient.setQueryData(listKey, ordered),
      onSettled: () => queryClient.invalidateQueries({ queryKey: api.crmValue.listCrmValues.pathKey() }),
    }),
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold tracking-tight">{t('Crm.page-title')}</h2>
          <p className="max-w-2xl text-sm text-muted-foreground">{t('Crm.page-description')}</p>
        </div>
        {isAdmin && (
          <Button onClick={() => setEditing('new')} className="self-start">
            {t('Crm.add-field')}
          </Button>
        )}
      </header>
      {!isAdmin && <Alert tone="info">{t('Crm.read-only-notice')}</Alert>}

      <AppQueryState
        query={fields}
        loading={
          <div className="flex flex-col gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        }
        empty={
          <EmptyState
            icon={<FileTextIcon size={20} />}
            title={t('Crm.no-fields-title')}
            body={isAdmin ? t('Crm.no-fields-body') : t('Crm.no-fields-member')}
            action={isAdmin ? <Button onClick={() => setEditing('new')}>{t('Crm.add-field')}</Button> : undefined}
          />
        }
      >
        {(list) => (
          <Card>
            <ul aria-label={t('Crm.fields-list')} className="divide-y divide-border">
              {list.map((field, index) => (
                <li key={field.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-medium">{field.name}</span>
                      <Badge tone="sky">{t(`Crm.type-${field.type}`)}</Badge>
                      <span className="text-xs text-muted-foreground">{t('Crm.value-count', { count: field.valueCount })}</span>
                    </div>
                    {field.options.length > 0 && (
                      <ul className="flex flex-wrap gap-1" aria-label={t('Crm.options')}>
                        {field.options.map((option) => (
                          <li key={option}>
                            <Badge>{option}</Badge>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  {isAdmin && (
                    <div className="flex shrink-0 items-center gap-0.5 self-end sm:self-auto">
                      <button
                        type="button"
                        className={iconButton}
                        disabled={index === 0 || move.isPending}
                        aria-label={t('Crm.move-up', { name: field.name })}
                        onClick={() => move.mutate({ id: field.id, toIndex: index - 1 })}
                      >
                        <ArrowUpIcon size={15} />
                      </button>
                      <button
                        type="button"
                        className={iconButton}
                        disabled={index === list.length - 1 || move.isPending}
                        aria-label={t('Crm.move-down', { name: field.name })}
                        onClick={() => move.mutate({ id: field.id, toIndex: index + 1 })}
                      >
                        <ArrowDownIcon size={15} />
                      </button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('Crm.edit-field', { name: field.name })}
                        onClick={() => setEditing(field)}
                      >
                        {t('Crm.edit')}
                      </Button>
                      <button
                        type="button"
                        className={cn(iconButton, 'hover:text-critical-strong')}
                        aria-label={t('Crm.delete-field', { name: field.name })}
                        onClick={() => setDeleting(field)}
                      >
                        <TrashIcon size={15} />
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        )}
      </AppQueryState>

      <CrmFieldDialog
        field={editing === 'new' || editing === null ? undefined : editing}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
      />
      <DeleteFieldDialog field={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function DeleteFieldDialog({ field, onClose }: { field: CrmField | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    ...api.crmField.deleteCrmField.mutationOptions(),
    onSuccess: async () => {
      toast.show({ tone: 'success', title: t('Crm.field-deleted', { name: field?.name ?? '' }) });
      onClose();
      await queryClient.invalidateQueries({ queryKey: api.crmField.listCrmFields.queryKey() });
      await queryClient.invalidateQueries({ queryKey: api.crmValue.listCrmValues.pathKey() });
    },
    onError: (error) => toast.show({ tone: 'critical', title: t(errorMessageKey(error)) }),
  });
  return (
    <Dialog open={field !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {field && (
        <DialogContent closeLabel={t('Common.close')} role="alertdialog">
          <DialogTitle>{t('Crm.delete-title', { name: field.name })}</DialogTitle>
          <DialogDescription>
            {field.valueCount > 0 ? t('Crm.delete-body-values', { count: field.valueCount }) : t('Crm.delete-body')}
          </DialogDescription>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              {t('Common.cancel')}
            </Button>
            <Button variant="danger" isLoading={remove.isPending} onClick={() => remove.mutate({ id: field.id })}>
              {t('Crm.delete-confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

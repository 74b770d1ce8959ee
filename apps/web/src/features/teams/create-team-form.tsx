import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Input, PlusIcon, useToast } from '@creatorlens/ui';
import { TEAM_NAME_MAX_LENGTH, teamFormSchema } from '@creatorlens/contracts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { TEAM_NAME_MESSAGES, teamErrorMessage } from './team-errors.ts';

/** The name field and "Create team" button at the top of the Teams page (organisation admins only). */
export function CreateTeamForm() {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useSchemaForm(teamFormSchema, { defaultValues: { name: '' }, messages: TEAM_NAME_MESSAGES });
  const mutation = useMutation(
    api.team.createTeam.mutationOptions({
      onSuccess: async (created) => {
        await queryClient.invalidateQueries(api.team.listTeams.queryFilter());
        toast.show({ tone: 'success', title: t('Teams.created', { name: created.name }) });
        form.reset();
      },
    }),
  );

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <Field label={t('Teams.create-label')} error={fieldError(form.formState.errors, 'name')}>
            <Input
              autoComplete="off"
              maxLength={TEAM_NAME_MAX_LENGTH}
              placeholder={t('Teams.create-placeholder')}
              {...form.register('name', { onChange: () => mutation.error && mutation.reset() })}
            />
          </Field>
        </div>
        {/* Aligned with the input, below the label, on wide screens; full width under it on phones. */}
        <Button type="submit" isLoading={mutation.isPending} className="sm:mt-[26px]">
          <PlusIcon size={16} />
          {t('Teams.create')}
        </Button>
      </div>
      {mutation.error && (
        <Alert tone="critical" role="alert">
          {teamErrorMessage(t, mutation.error)}
        </Alert>
      )}
    </form>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Field,
  Input,
  useToast,
} from '@creatorlens/ui';
import { TEAM_NAME_MAX_LENGTH, teamFormSchema } from '@creatorlens/contracts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { TEAM_NAME_MESSAGES, teamErrorMessage } from './team-errors.ts';

export type TeamItem = RouterOutputs['team']['listTeams'][number];

interface TeamDialogProps {
  team: TeamItem;
  onClose: () => void;
}

/** Renames a team; a name another team already has (in any case) is refused with Teams.name-taken. */
export function RenameTeamDialog({ team, onClose }: TeamDialogProps) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useSchemaForm(teamFormSchema, { defaultValues: { name: team.name }, messages: TEAM_NAME_MESSAGES });
  const mutation = useMutation(
    api.team.updateTeam.mutationOptions({
      onSuccess: async (renamed) => {
        await queryClient.invalidateQueries(api.team.listTeams.queryFilter());
        toast.show({ tone: 'success', title: t('Teams.renamed', { name: renamed.name }) });
        onClose();
      },
    }),
  );

  const onSubmit = form.handleSubmit(({ name }) => {
    if (name === team.name) return onClose();
    mutation.mutate({ id: team.id, data: { name } });
  });

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={t('Common.close')}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <DialogTitle>{t('Teams.rename-title', { name: team.name })}</DialogTitle>
          {mutation.error && (
            <Alert tone="critical" role="alert">
              {teamErrorMessage(t, mutation.error)}
            </Alert>
          )}
          <Field label={t('Teams.rename-label')} error={fieldError(form.formState.errors, 'name')}>
            <Input autoFocus autoComplete="off" maxLength={TEAM_NAME_MAX_LENGTH} {...form.register('name')} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('Common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" isLoading={mutation.isPending}>
              {t('Teams.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Asks before deleting a team and says what happens to its lists: they fall back to the whole organisation. */
export function DeleteTeamDialog({ team, onClose }: TeamDialogProps) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const listCount = team.campaignCount + team.watchlistCount;
  const mutation = useMutation(
    api.team.deleteTeam.mutationOptions({
      onSuccess: async () => {
        // The team's lists changed visibility: the sidebar's lists carry their team.
        await Promise.all([
          queryClient.invalidateQueries(api.team.listTeams.queryFilter()),
          queryClient.invalidateQueries(api.campaign.listCampaigns.queryFilter()),
          queryClient.invalidateQueries(api.watchlist.listWatchlists.queryFilter()),
        ]);
        toast.show({ tone: 'success', title: t('Teams.deleted', { name: team.name }) });
        onClose();
      },
    }),
  );
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={t('Common.close')} role="alertdialog">
        <DialogTitle>{t('Teams.delete-title', { name: team.name })}</DialogTitle>
        <DialogDescription>{t('Teams.delete-body')}</DialogDescription>
        <Alert tone={listCount > 0 ? 'warning' : 'info'} role="status">
          {listCount > 0 ? t('Teams.delete-lists', { count: listCount }) : t('Teams.delete-no-lists')}
        </Alert>
        {mutation.error && (
          <Alert tone="critical" role="alert">
            {teamErrorMessage(t, mutation.error)}
          </Alert>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {t('Common.cancel')}
          </Button>
          <Button variant="danger" isLoading={mutation.isPending} onClick={() => mutation.mutate({ id: team.id })}>
            {t('Teams.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

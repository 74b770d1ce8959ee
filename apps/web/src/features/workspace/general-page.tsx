import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_NAME_MAX_LENGTH, workspaceFormSchema } from '@creatorlens/contracts';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Field,
  Input,
  NativeSelect,
  Skeleton,
  useToast,
} from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { fieldError, useSchemaForm, type FieldMessages } from '../../lib/form/index.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LogoCard } from './logo-card.tsx';
import { SlackCard } from './slack-card.tsx';
import { useWorkspaceRefresh } from './use-workspace-refresh.ts';

type Workspace = RouterOutputs['workspace']['getWorkspace'];

/** The general form's own words for a blank name; a too long one gets the library's (Form.too-long). */
export const WORKSPACE_FORM_MESSAGES: FieldMessages = { name: { required: 'Workspace.name-required' } };

function GeneralForm({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const refresh = useWorkspaceRefresh();
  const form = useSchemaForm(workspaceFormSchema, {
    defaultValues: { name: workspace.name, defaultLanguage: workspace.defaultLanguage },
    messages: WORKSPACE_FORM_MESSAGES,
  });
  const mutation = useMutation(
    api.workspace.updateWorkspace.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.show({ tone: 'success', title: t('Workspace.saved') });
      },
    }),
  );
  const isReadOnly = !workspace.canUpdate;

  return (
    <Card>
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <CardHeader>
          <CardTitle>{t('Workspace.general-title')}</CardTitle>
          <CardDescription>{t('Workspace.general-description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {isReadOnly && <Alert tone="info">{t('Workspace.read-only-notice')}</Alert>}
          {mutation.error && (
            <Alert tone="critical" role="alert">
              {t(errorMessageKey(mutation.error))}
            </Alert>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('Workspace.name')} error={fieldError(form.formState.errors, 'name')}>
              <Input maxLength={ORGANIZATION_NAME_MAX_LENGTH} disabled={isReadOnly} {...form.register('name')} />
            </Field>
            <Field label={t('Workspace.default-language')} hint={t('Workspace.default-language-hint')}>
              <NativeSelect disabled={isReadOnly} {...form.register('defaultLanguage')}>
                <option value="en">{t('Language.en')}</option>
                <option value="de">{t('Language.de')}</option>
              </NativeSelect>
            </Field>
          </div>
        </CardContent>
        {!isReadOnly && (
          <CardFooter>
            <Button type="submit" isLoading={mutation.isPending}>
              {t('Common.save')}
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}

/** /workspace: name, logo and default language; members see them read-only. */
export function WorkspaceGeneralPage() {
  const { t } = useTranslation();
  const api = useTRPC();
  const query = useQuery(api.workspace.getWorkspace.queryOptions());
  useDocumentTitle(t('Workspace.title'));
  return (
    <AppQueryState query={query} loading={<Skeleton className="h-64 w-full rounded-2xl" />}>
      {(workspace) => (
        <>
          {/* Keyed by organisation so the form starts fresh after switching organisations. */}
          <GeneralForm key={workspace.id} workspace={workspace} />
          <LogoCard name={workspace.name} logo={workspace.logo} canUpdate={workspace.canUpdate} />
          {/* Admins manage Slack under Settings (a page members cannot open); members read its status here. */}
          {!workspace.canUpdate && <SlackCard canManage={false} />}
        </>
      )}
    </AppQueryState>
  );
}

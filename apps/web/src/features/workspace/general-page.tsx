import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_NAME_MAX_LENGTH } from '@creatorlens/contracts';
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
import { errorMessageKey } from '../../lib/errors.ts';
import { QueryErrorAlert } from '../../lib/query-error-alert.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LogoCard } from './logo-card.tsx';
import { SlackCard } from './slack-card.tsx';
import { useWorkspaceRefresh } from './use-workspace-refresh.ts';

type Workspace = RouterOutputs['workspace']['getWorkspace'];

function GeneralForm({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const refresh = useWorkspaceRefresh();
  const [name, setName] = useState(workspace.name);
  const [language, setLanguage] = useState(workspace.defaultLanguage);
  const [isNameMissing, setIsNameMissing] = useState(false);
  const mutation = useMutation(
    api.workspace.updateWorkspace.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.show({ tone: 'success', title: t('Workspace.saved') });
      },
    }),
  );
  const isReadOnly = !workspace.canUpdate;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const isBlank = !name.trim();
    setIsNameMissing(isBlank);
    if (isBlank) return;
    mutation.mutate({ name: name.trim(), defaultLanguage: language });
  }

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
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
            <Field label={t('Workspace.name')} error={isNameMissing ? t('Workspace.name-required') : undefined}>
              <Input
                name="name"
                maxLength={ORGANIZATION_NAME_MAX_LENGTH}
                value={name}
                disabled={isReadOnly}
                onChange={(event) => setName(event.target.value)}
              />
            </Field>
            <Field label={t('Workspace.default-language')} hint={t('Workspace.default-language-hint')}>
              <NativeSelect
                name="defaultLanguage"
                value={language}
                disabled={isReadOnly}
                onChange={(event) => setLanguage(event.target.value === 'de' ? 'de' : 'en')}
              >
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
  if (query.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (query.isError) return <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />;
  const workspace = query.data;
  return (
    <>
      {/* Keyed by organisation so the form starts fresh after switching organisations. */}
      <GeneralForm key={workspace.id} workspace={workspace} />
      <LogoCard name={workspace.name} logo={workspace.logo} canUpdate={workspace.canUpdate} />
      {/* Admins manage Slack under Settings (a page members cannot open); members read its status here. */}
      {!workspace.canUpdate && <SlackCard canManage={false} />}
    </>
  );
}

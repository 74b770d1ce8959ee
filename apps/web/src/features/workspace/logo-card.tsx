import { useRef, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Avatar, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, TrashIcon, useToast } from '@creatorlens/ui';
import { LOGO_CONTENT_TYPES } from '@creatorlens/contracts';
import { errorMessageKey, type ErrorMessageKey } from '../../lib/errors.ts';
import { readLogoFile, type LogoFileProblem } from '../../lib/logo-file.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useWorkspaceRefresh } from './use-workspace-refresh.ts';

/** Logo preview with upload (PNG, JPEG, WebP up to 512 KB) and remove; read-only for members. */
export function LogoCard({ name, logo, canUpdate }: { name: string; logo: string | null; canUpdate: boolean }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const toast = useToast();
  const refresh = useWorkspaceRefresh();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ErrorMessageKey | `Workspace.${LogoFileProblem}` | null>(null);

  const upload = useMutation(
    api.workspace.uploadLogo.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.show({ tone: 'success', title: t('Workspace.logo-uploaded') });
      },
      onError: (error) => setProblem(errorMessageKey(error)),
    }),
  );
  const remove = useMutation(
    api.workspace.removeLogo.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.show({ tone: 'success', title: t('Workspace.logo-removed') });
      },
      onError: (error) => setProblem(errorMessageKey(error)),
    }),
  );

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset, so choosing the same file again fires a change event again.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const chosen = await readLogoFile(file, LOGO_CONTENT_TYPES);
    if (chosen.problem) return setProblem(`Workspace.${chosen.problem}`);
    upload.mutate({ base64: chosen.dataUrl });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Workspace.logo')}</CardTitle>
        <CardDescription>{t('Workspace.logo-hint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {problem && (
          <Alert tone="critical" role="alert">
            {t(problem)}
          </Alert>
        )}
        <div className="flex flex-wrap items-center gap-4">
          {logo ? (
            <img
              src={logo}
              alt={t('Workspace.logo-alt', { name })}
              className="size-20 rounded-xl border border-border bg-surface object-contain p-1"
            />
          ) : (
            <Avatar name={name} size="xl" />
          )}
          {canUpdate && (
            <div className="flex flex-wrap gap-2">
              <input
                ref={fileInput}
                type="file"
                accept={LOGO_CONTENT_TYPES.join(',')}
                className="sr-only"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => void onFileChosen(event)}
              />
              <Button variant="secondary" isLoading={upload.isPending} onClick={() => fileInput.current?.click()}>
                {logo ? t('Workspace.logo-replace') : t('Workspace.logo-upload')}
              </Button>
              {logo && (
                <Button variant="ghost" isLoading={remove.isPending} onClick={() => remove.mutate()}>
                  <TrashIcon size={16} />
                  {t('Workspace.logo-remove')}
                </Button>
              )}
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Field,
  Input,
  useToast,
} from '@creatorlens/ui';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { isHttpUrl, isValidUsername } from '@creatorlens/contracts';

type Problem = 'name-required' | 'username-invalid' | 'image-url-invalid';

/** Edit name, username and image URL, with a live preview of display name and avatar. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [name, setName] = useState(user.name);
  const [username, setUsername] = useState(user.username ?? '');
  const [image, setImage] = useState(user.image ?? '');
  const [problems, setProblems] = useState<Partial<Record<'name' | 'username' | 'image', Problem>>>({});

  const mutation = useMutation(
    api.user.updateProfile.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(api.user.getSessionUser.queryFilter());
        toast.show({ tone: 'success', title: t('Account.saved') });
      },
    }),
  );

  const trimmedUsername = username.trim();
  const trimmedImage = image.trim();
  // Display name is the username, falling back to the name (spec §3).
  const previewName = (isValidUsername(trimmedUsername) ? trimmedUsername : '') || name.trim() || user.name;
  const previewImage = isHttpUrl(trimmedImage) ? trimmedImage : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: typeof problems = {};
    if (!name.trim()) next.name = 'name-required';
    if (trimmedUsername && !isValidUsername(trimmedUsername)) next.username = 'username-invalid';
    if (trimmedImage && !isHttpUrl(trimmedImage)) next.image = 'image-url-invalid';
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    mutation.mutate({ name: name.trim(), username: trimmedUsername || null, image: trimmedImage || null });
  }

  const serverErrorKey =
    mutation.error && getAppErrorCode(mutation.error) === 'CONFLICT'
      ? 'Account.username-taken'
      : mutation.error
        ? errorMessageKey(mutation.error)
        : null;

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <CardHeader>
          <CardTitle>{t('Account.profile')}</CardTitle>
          <CardDescription>{t('Account.profile-description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="flex items-center gap-4 rounded-xl border border-border bg-muted/40 p-4">
            <Avatar name={previewName} src={previewImage} size="lg" />
            <div className="flex min-w-0 flex-col">
              <span className="text-xs text-muted-foreground">{t('Account.display-name')}</span>
              <span className="truncate font-semibold">{previewName}</span>
              <span className="truncate text-sm text-muted-foreground">{user.email}</span>
            </div>
          </div>
          {serverErrorKey && (
            <Alert tone="critical" role="alert">
              {t(serverErrorKey)}
            </Alert>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('Account.name')} error={problems.name ? t(`Account.validation.${problems.name}`) : undefined}>
              <Input name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
            </Field>
            <Field
              label={t('Account.username')}
              labelAside={t('Common.optional')}
              hint={t('Account.username-hint')}
              error={problems.username ? t(`Account.validation.${problems.username}`) : undefined}
            >
              <Input
                name="username"
                autoComplete="username"
                spellCheck={false}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </Field>
          </div>
          <Field
            label={t('Account.image-url')}
            labelAside={t('Common.optional')}
            hint={t('Account.image-url-hint')}
            error={problems.image ? t(`Account.validation.${problems.image}`) : undefined}
          >
            <Input
              type="url"
              name="image"
              inputMode="url"
              placeholder="https://"
              value={image}
              onChange={(event) => setImage(event.target.value)}
            />
          </Field>
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={mutation.isPending}>
            {t('Common.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

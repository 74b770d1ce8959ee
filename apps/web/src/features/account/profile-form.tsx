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
import { fieldError, useSchemaForm, type FieldMessages } from '../../lib/form/index.ts';
import type { SessionUser } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { isHttpUrl, isValidUsername, profileFormSchema } from '@creatorlens/contracts';

const MESSAGES = {
  name: { required: 'Account.validation.name-required' },
  username: { custom: 'Account.validation.username-invalid' },
  image: { custom: 'Account.validation.image-url-invalid' },
} as const satisfies FieldMessages;

/** Edit name, username and image URL, with a live preview of display name and avatar. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useSchemaForm(profileFormSchema, {
    defaultValues: { name: user.name, username: user.username ?? '', image: user.image ?? '' },
    messages: MESSAGES,
  });

  const mutation = useMutation(
    api.user.updateProfile.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(api.user.getSessionUser.queryFilter());
        toast.show({ tone: 'success', title: t('Account.saved') });
      },
    }),
  );

  const [name, username, image] = form.watch(['name', 'username', 'image']);
  const trimmedUsername = username.trim();
  const trimmedImage = image.trim();
  // Display name is the username, falling back to the name (spec §3).
  const previewName = (isValidUsername(trimmedUsername) ? trimmedUsername : '') || name.trim() || user.name;
  const previewImage = isHttpUrl(trimmedImage) ? trimmedImage : null;

  // Blank means none: the procedure clears the username and image with null.
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate({ name: values.name, username: values.username || null, image: values.image || null }),
  );

  const serverErrorKey =
    mutation.error && getAppErrorCode(mutation.error) === 'CONFLICT'
      ? 'Account.username-taken'
      : mutation.error
        ? errorMessageKey(mutation.error)
        : null;

  return (
    <Card>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
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
            <Field label={t('Account.name')} error={fieldError(form.formState.errors, 'name')}>
              <Input autoComplete="name" {...form.register('name')} />
            </Field>
            <Field
              label={t('Account.username')}
              labelAside={t('Common.optional')}
              hint={t('Account.username-hint')}
              error={fieldError(form.formState.errors, 'username')}
            >
              <Input autoComplete="username" spellCheck={false} {...form.register('username')} />
            </Field>
          </div>
          <Field
            label={t('Account.image-url')}
            labelAside={t('Common.optional')}
            hint={t('Account.image-url-hint')}
            error={fieldError(form.formState.errors, 'image')}
          >
            <Input type="url" inputMode="url" placeholder="https://" {...form.register('image')} />
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

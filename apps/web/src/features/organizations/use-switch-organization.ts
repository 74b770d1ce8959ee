import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '@creatorlens/ui';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Spec §4: switching organisation shows a spinner, then refreshes data and goes to /.
 * On failure a toast says `Common.error-occured`.
 */
export function useSwitchOrganization() {
  const api = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const { t } = useTranslation();

  const mutation = useMutation(
    api.user.switchOrganization.mutationOptions({
      onSuccess: async () => {
        // Everything else is scoped to the organisation: mark it stale (refetched when next shown),
        // then reload the session and organisation queries the page needs right now.
        await queryClient.invalidateQueries({ refetchType: 'none' });
        await queryClient.invalidateQueries(api.user.pathFilter());
        await router.navigate({ to: '/' });
      },
      onError: () => {
        toast.show({ tone: 'critical', title: t('Common.error-occured') });
      },
    }),
  );

  return {
    switchTo: (organizationId: string) => mutation.mutate({ organizationId }),
    isSwitching: mutation.isPending,
    switchingToId: mutation.isPending ? (mutation.variables?.organizationId ?? null) : null,
  };
}

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { reloadSession, sessionQueryOptions } from '../../lib/session.ts';
import { sanitizeReturnTo } from '../../lib/return-to.ts';

/**
 * After any sign-in (password, sign-up or guest): drop data cached for a previous identity, load the new
 * session, then go to `returnTo` if it is a safe same-origin path, else "/".
 */
export function useCompleteSignIn(): (returnTo?: string) => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (returnTo?: string) => {
      const sessionKey = JSON.stringify(sessionQueryOptions().queryKey);
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== sessionKey });
      await reloadSession(queryClient);
      await router.navigate({ href: sanitizeReturnTo(returnTo), replace: true });
    },
    [queryClient, router],
  );
}

import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { authClient } from '../../lib/auth-client.ts';
import { loadSession, sessionQueryOptions } from '../../lib/session.ts';
import { clearUserStorage } from '../../lib/storage.ts';

/**
 * Spec §4 logout: sign out; clean up stored collections; invalidate cached queries without refetching;
 * reload the initial session data; navigate to /.
 */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setIsSigningOut(true);
    try {
      try {
        await authClient.signOut();
      } catch {
        // Offline or the session already ended (expired guest): the local clean-up below still applies,
        // and reloading the session shows whether the server still knows us.
      }
      clearUserStorage();
      // Marks everything stale without a burst of requests that would now fail as anonymous; pages
      // refetch what they need when visited. The session query is reset so no screen keeps the old user.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.resetQueries({ queryKey: sessionQueryOptions().queryKey });
      await loadSession(queryClient);
      await router.navigate({ to: '/' });
    } finally {
      setIsSigningOut(false);
    }
  }, [queryClient, router]);

  return { signOut, isSigningOut };
}

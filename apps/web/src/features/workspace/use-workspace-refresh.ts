import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** After a workspace change: refetch it and the session/organisation queries that show its name and logo. */
export function useWorkspaceRefresh() {
  const api = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries(api.workspace.getWorkspace.queryFilter()),
      queryClient.invalidateQueries(api.user.pathFilter()),
    ]);
  };
}

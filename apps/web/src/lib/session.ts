import { redirect } from '@tanstack/react-router';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { trpc, useTRPC, type RouterOutputs } from './trpc.ts';

export type SessionData = NonNullable<RouterOutputs['user']['getSessionUser']>;
export type SessionUser = SessionData['user'];
export type SessionOrganization = NonNullable<SessionData['organization']>;

const SESSION_STALE_MS = 60_000;

export function sessionQueryOptions() {
  return trpc.user.getSessionUser.queryOptions(undefined, { staleTime: SESSION_STALE_MS });
}

/** The signed-in user, their active organisation and permission rules; null when signed out. */
export function useSession(): { session: SessionData | null; isPending: boolean } {
  const api = useTRPC();
  const query = useQuery(api.user.getSessionUser.queryOptions(undefined, { staleTime: SESSION_STALE_MS }));
  return { session: query.data ?? null, isPending: query.isPending };
}

export function loadSession(queryClient: QueryClient): Promise<SessionData | null> {
  return queryClient.ensureQueryData(sessionQueryOptions());
}

/** Fetches the session again from the server (after sign-in, sign-out or switching organisation). */
export function reloadSession(queryClient: QueryClient): Promise<SessionData | null> {
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}

/** Route guard: anonymous visitors go to /sign-in and come back to where they wanted to go. */
export async function requireSession({
  context,
  location,
}: {
  context: { queryClient: QueryClient };
  location: { href: string };
}): Promise<{ session: SessionData }> {
  const session = await loadSession(context.queryClient);
  if (!session) throw redirect({ to: '/sign-in', search: { returnTo: location.href } });
  return { session };
}

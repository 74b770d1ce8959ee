import { QueryCache, QueryClient } from '@tanstack/react-query';
import { getAppErrorCode, getHttpStatus } from './errors.ts';

const MAX_RETRIES = 2;

// The tRPC query key prefix of user.getSessionUser (written out to avoid an import cycle with trpc.ts).
const SESSION_KEY_PREFIX = [['user', 'getSessionUser']];

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // The session ended elsewhere (expired guest, revoked on another device): reload it so the
        // shell notices and leaves the signed-in area.
        const code = getAppErrorCode(error);
        if (code === 'UNAUTHORIZED' || code === 'GUEST_EXPIRED') {
          void client.invalidateQueries({ queryKey: SESSION_KEY_PREFIX });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again; network errors and 5xx might.
        retry: (failureCount, error) => {
          const status = getHttpStatus(error);
          if (status !== null && status < 500) return false;
          return failureCount < MAX_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

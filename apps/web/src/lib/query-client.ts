import { QueryClient } from '@tanstack/react-query';
import { getHttpStatus } from './errors.ts';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();

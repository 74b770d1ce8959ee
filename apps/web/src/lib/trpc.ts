import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@creatorlens/api';
import { queryClient } from './query-client.ts';

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/api/trpc',
      // Same origin: the session cookie travels, and no CORS is involved.
      fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
    }),
  ],
});

/** React hooks: `const trpc = useTRPC()` inside components. */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** The same query options outside React (route guards and loaders). */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

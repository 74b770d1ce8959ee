export { appRouter, type AppRouter } from './root.ts';
export type { ApiContext, ReadRouting } from './context.ts';
export { createCallerFactory } from './trpc.ts';
export { TRPC_CODE_FOR, HTTP_STATUS_FOR } from './errors.ts';
export { limitRate } from './rate-limit.ts';

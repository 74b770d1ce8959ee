export { appRouter, type AppRouter } from './root.ts';
export type { ApiContext } from './context.ts';
export { createCallerFactory } from './trpc.ts';
export { TRPC_CODE_FOR } from './errors.ts';

import { initTRPC, TRPCError } from '@trpc/server';
// Core's error class: inputs are classic zod or zod/mini schemas from contracts, and both throw a $ZodError.
import { $ZodError } from 'zod/v4/core';
import type { AppErrorCode } from '@creatorlens/contracts';
import type { Actor } from '@creatorlens/core/actor';
import { AppError, isAppError } from '@creatorlens/core/errors';
import type { ApiContext } from './context.ts';
import { toTrpcError } from './errors.ts';

const t = initTRPC.context<ApiContext>().create({
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    let appCode: AppErrorCode | null = isAppError(cause) ? cause.code : null;
    let issues: { path: string; message: string }[] | null = null;
    if (cause instanceof $ZodError) {
      appCode = 'VALIDATION';
      issues = cause.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    } else if (!appCode && error.code === 'BAD_REQUEST') {
      appCode = 'VALIDATION';
    }
    // Internal errors never expose their message: it may carry SQL or stack details.
    const message =
      error.code === 'INTERNAL_SERVER_ERROR'
        ? 'Something went wrong on our side.'
        : issues
          ? `Invalid input: ${issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')}`
          : shape.message;
    // The request id lets a person quote an error and an operator find its log lines.
    const requestId = ctx?.requestId ?? null;
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, appCode, issues, requestId } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Turns AppErrors from core into tRPC errors with the mapped status, and input errors into readable 400s. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isAppError(result.error.cause)) throw toTrpcError(result.error.cause);
  return result;
});

/**
 * After every mutation, the caller's write position is remembered (when standbys serve reads) so their next replica
 * reads come from a standby that has it or from the primary. Every mutation, even a failed one: it may have written
 * before it failed, and one WAL-position query is cheap.
 */
const rememberWrites = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (type === 'mutation' && ctx.reads) {
    // The write is committed either way; without the position the caller may read a standby up to the lag bound behind.
    await ctx.reads.rememberWrite().catch((error: unknown) => ctx.log?.error({ err: error }, 'the write position could not be remembered'));
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapErrors).use(rememberWrites);

/** Requires a signed-in user; an expired guest session gets UNAUTHORIZED with appCode GUEST_EXPIRED. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.actorError) throw isAppError(ctx.actorError) ? toTrpcError(ctx.actorError) : ctx.actorError;
  if (!ctx.actor) throw toTrpcError(new AppError('UNAUTHORIZED', 'Please sign in.'));
  return next({ ctx: { ...ctx, actor: ctx.actor as Actor } });
});

export { TRPCError };

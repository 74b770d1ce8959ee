import type { ApiContext } from './context.ts';

/**
 * Runs follow-up work (notifications, mails) after the procedure's write has committed. The write stands either way,
 * so a failure here must not turn it into an error for the caller; it is logged with the request id instead of being
 * swallowed.
 */
export async function runAfterCommit(ctx: ApiContext, work: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    ctx.log?.error({ err: error, requestId: ctx.requestId, work }, 'follow-up after a committed write failed');
  }
}

import { describe, expect, it } from 'vitest';
import { runAfterCommit } from '../src/after-commit.ts';
import type { ApiContext } from '../src/context.ts';

const contextWithLog = () => {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const ctx = {
    requestId: 'req-42',
    log: { error: (details: Record<string, unknown>, message: string) => lines.push({ details, message }) },
  };
  return { ctx: ctx as unknown as ApiContext, lines };
};

describe('runAfterCommit', () => {
  it('logs a failed follow-up with the request id and never rethrows it', async () => {
    const { ctx, lines } = contextWithLog();
    const failure = new Error('mail server down');
    await expect(runAfterCommit(ctx, 'notifyCommentMention', () => Promise.reject(failure))).resolves.toBeUndefined();
    expect(lines).toEqual([
      { details: { err: failure, requestId: 'req-42', work: 'notifyCommentMention' }, message: 'follow-up after a committed write failed' },
    ]);
  });

  it('logs nothing when the follow-up succeeds', async () => {
    const { ctx, lines } = contextWithLog();
    let ran = false;
    await runAfterCommit(ctx, 'notifyCardAssigned', async () => {
      ran = true;
    });
    expect(ran).toBe(true);
    expect(lines).toEqual([]);
  });
});

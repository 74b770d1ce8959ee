import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug being swallowed: fail the test that caused it (CONVENTIONS §7).
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  if (errors.length === 0) return;
  const first = errors.map((args) => args.map(String).join(' ')).join('\n');
  errors.length = 0;
  vi.restoreAllMocks();
  throw new Error(`console.error was called during the test:\n${first}`);
});

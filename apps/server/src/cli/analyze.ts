/** Entry point of `npm run analyze -- accounts|posts FILE` (see analyze-command.ts). */
import { resolve } from 'node:path';
import { runAnalyze } from './analyze-command.ts';

// npm runs scripts from the repository root; INIT_CWD is where the user typed the command, so relative paths work.
const args = process.argv.slice(2);
const base = process.env.INIT_CWD ?? process.cwd();
const resolved = args.length >= 2 ? [args[0]!, resolve(base, args[1]!), ...args.slice(2)] : args;
process.exitCode = await runAnalyze(
  resolved,
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
);

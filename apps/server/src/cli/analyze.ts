/** Entry point of `npm run analyze -- accounts|posts FILE` (see analyze-command.ts). */
import { resolve } from 'node:path';
import { createTextAnalysisPool } from '../jobs/text-analysis-pool.ts';
import { runAnalyze } from './analyze-command.ts';

// npm runs scripts from the repository root; INIT_CWD is where the user typed the command, so relative paths work.
const args = process.argv.slice(2);
const base = process.env.INIT_CWD ?? process.cwd();
const resolved = args.length >= 2 ? [args[0]!, resolve(base, args[1]!), ...args.slice(2)] : args;
// Each post text gets the server's time budget in a worker thread (text-analysis-pool.ts).
const pool = createTextAnalysisPool();
try {
  process.exitCode = await runAnalyze(
    resolved,
    (line) => process.stdout.write(`${line}\n`),
    (line) => process.stderr.write(`${line}\n`),
    pool.analyzeTexts,
  );
} finally {
  await pool.close();
}

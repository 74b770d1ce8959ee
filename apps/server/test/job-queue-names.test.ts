import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';

/**
 * Queue names are declared once (packages/contracts/src/job-queues.ts). A name written out anywhere else is a second
 * declaration that a rename would miss: the producer would fill a queue nobody works off, silently.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const DECLARATION = 'packages/contracts/src/job-queues.ts';
const SCANNED = ['packages', 'apps/server', 'apps/web/src', 'bench', 'tests'];

const sourceFiles = (directory: string): string[] => {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
};

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const names = Object.values(JOB_QUEUES);
// A hyphenated name ("refresh-channel") means nothing else: any string literal of it counts. A plain word ("import",
// "export") is also a router, a credit reason or a keyword, so it counts only where a queue is named.
const anywhere = names.filter((name) => name.includes('-'));
const ANYWHERE = new RegExp(`(['"\`])(${anywhere.map(escape).join('|')})\\1`, 'g');
const AS_QUEUE = new RegExp(
  `(?:queue\\w*\\s*(?:[:=,]|===?)\\s*|register\\(\\s*|queues:\\s*\\[[^\\]]*?)(['"\`])(${names.map(escape).join('|')})\\1`,
  'gi',
);

export function queueNameLiterals(source: string): string[] {
  // One literal can match both patterns; count it once, by where its name starts.
  const byPosition = new Map<number, string>();
  for (const match of [...source.matchAll(ANYWHERE), ...source.matchAll(AS_QUEUE)])
    byPosition.set(match.index + match[0].lastIndexOf(match[2]!), match[2]!);
  return [...byPosition.values()];
}

describe('job queue names', () => {
  it('are distinct', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds a written-out name in the places a queue is named', () => {
    expect(queueNameLiterals(`enqueueJob({ db }, { queue: 'import', payload })`)).toEqual(['import']);
    expect(queueNameLiterals(`eq(schema.job.queue, "export")`)).toEqual(['export']);
    expect(queueNameLiterals('where j.queue = `cleanup`')).toEqual(['cleanup']);
    expect(queueNameLiterals(`jobHandlers.register('rankings', handler)`)).toEqual(['rankings']);
    expect(queueNameLiterals(`const QUEUE = 'chat-delivery';`)).toEqual(['chat-delivery']);
    expect(queueNameLiterals(`router.import; reason: 'export'; singletonKey: 'twitch-live:sample'`)).toEqual([]);
  });

  it('are written out only where they are declared', () => {
    const found = SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => file !== DECLARATION && file !== 'apps/server/test/job-queue-names.test.ts')
      .flatMap((file) => queueNameLiterals(readFileSync(join(ROOT, file), 'utf8')).map((name) => `${file}: '${name}'`));
    expect(found, `import JOB_QUEUES from @creatorlens/contracts/job-queues instead`).toEqual([]);
  });
});

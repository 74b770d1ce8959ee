import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A screen that loads a query renders its four states with AppQueryState (apps/web/src/lib/app-query-state.tsx), or
 * the design system's QueryState where react-i18next is not there (the public site's server render): loading,
 * failed with the translated reason and a retry, empty, loaded. A hand-written `query.isPending ? … : query.isError
 * ? … : …` chain drifts from that (no retry, an English fallback, an alert over stale rows), so this test fails on a
 * new one. Branching on a *mutation's* state (a busy button, a failed save) is not a query chain and is allowed.
 */

const WEB_SOURCE = join(import.meta.dirname, '..', 'src');

/** Files whose branches are not a query's four states, with the reason; AppQueryState would not fit them. */
const NOT_A_QUERY_SCREEN: Readonly<Record<string, string>> = {
  'features/notifications/ms-teams/ms-teams-channel-picker.tsx':
    "a hint under a select, read from Knock's own channel hook while the picker stays usable",
};

// `x.isPending ?`, `x.isError &&`, `!x.isLoading &&`, `if (x.isError) return …`, `if (x.isPending) {`. A prop's value
// (`emptyMessage={search.isError ? … : …}`, `isLoading={x.isLoading && …}`) tells a component its state, which is fine.
const BRANCH = /(?<!=\{\s*!?)(?<!\w)(\w+)\.(isPending|isLoading|isError)\s*(?:\?|&&|\)\s*(?:return\b|\{))/g;
// Names bound to a mutation (`const save = useMutation(…)`): their pending and error states are a form's, not a screen's.
const MUTATION = /\bconst\s+(\w+)\s*=\s*useMutation\s*\(/g;

/** The query-state branches in one file's text, as `line: excerpt`. */
export function handWrittenChains(text: string): string[] {
  const mutations = new Set([...text.matchAll(MUTATION)].map((match) => match[1]));
  const found: string[] = [];
  for (const match of text.matchAll(BRANCH)) {
    if (mutations.has(match[1]!)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push(`${line}: ${match[0]}`);
  }
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every web source file with a hand-written chain, by path under apps/web/src. */
function filesWithChains(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of sourceFiles(WEB_SOURCE)) {
    const name = relative(WEB_SOURCE, path).split('\\').join('/');
    if (name === 'lib/app-query-state.tsx') continue;
    const chains = handWrittenChains(readFileSync(path, 'utf8'));
    if (chains.length > 0) found.set(name, chains);
  }
  return found;
}

describe('query states go through AppQueryState', () => {
  it('recognises a hand-written chain and lets mutation states and plain props pass', () => {
    const chains = [
      'if (query.isPending) return <Skeleton />;',
      'if (detail.isError) {\n  return <QueryErrorAlert />;\n}',
      '{list.isError ? <Alert /> : list.data ? <List /> : <Skeleton />}',
      '{query.isPending && <Skeleton />}',
      '{!compare.isPending && channels.map(renderCell)}',
      '{query.isError && !query.data ? <Alert /> : <Table />}',
    ];
    for (const sample of chains) expect(handWrittenChains(sample), sample).not.toEqual([]);
    const fine = [
      "const save = useMutation(options);\nreturn save.isPending ? t('Common.saving') : t('Common.save');",
      'const remove = useMutation(options);\n{remove.isError && <Alert />}',
      '<Button isLoading={create.isPending} disabled={query.isFetching} />',
      '<DataTable isFetching={query.isFetching && query.isPlaceholderData} />',
      '{isLoading ? <Skeleton /> : <Row />}',
      "emptyMessage={search.isError ? t('Common.error-occured') : t('ChannelSearch.none')}",
      '<Combobox isLoading={channels.isLoading && !isFetchError} />',
    ];
    for (const sample of fine) expect(handWrittenChains(sample), sample).toEqual([]);
  });

  it('finds no hand-written chain in any screen', () => {
    const offences = [...filesWithChains()]
      .filter(([name]) => !(name in NOT_A_QUERY_SCREEN))
      .map(([name, chains]) => `${name}  ${chains.join(' | ')}`);
    expect(offences, 'render the query with AppQueryState (lib/app-query-state.tsx) instead').toEqual([]);
  });

  it('lists only files that still have a chain', () => {
    const withChains = filesWithChains();
    const listed = Object.keys(NOT_A_QUERY_SCREEN);
    expect(
      listed.filter((name) => !withChains.has(name)),
      'take these off NOT_A_QUERY_SCREEN: their branches are gone',
    ).toEqual([]);
  });
});

import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps the web app's words in the catalogues, run as the repository's config runs it. */
const repositoryRoot = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

const wordMessages = async (code: string, filePath = 'apps/web/src/features/example/example.tsx'): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: resolve(repositoryRoot, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'web-words/words-from-catalogues')
    .map((message) => message.message);
};

describe('words from the catalogues (eslint/web-words-from-catalogues.js)', () => {
  it('refuses a word in JSX text and in a spoken attribute, in German or English', async () => {
    const code = [
      'export const A = () => <p>Keine Daten</p>;',
      'export const B = () => <button aria-label="Close" />;',
      "export const C = () => <input placeholder={'Suchen…'} />;",
      'export const D = () => <img alt="Logo" src="/x.png" />;',
    ].join('\n');
    const messages = await wordMessages(code);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toContain('"Keine Daten" is written into JSX');
    expect(messages[1]).toContain('aria-label="Close"');
  });

  it('lets translated words, punctuation, numbers, URLs and attributes nobody reads pass', async () => {
    const code = [
      "import { t } from './t.ts';",
      "export const A = () => <p title={t('Common.close')}>{t('Common.close')} · – 42 %</p>;",
      'export const B = () => <input placeholder="https://" type="url" className="w-full" data-testid="url-field" />;',
    ].join('\n');
    expect(await wordMessages(code)).toEqual([]);
  });

  it('holds the design system to the same rule (it takes its words as props) and leaves tests alone', async () => {
    const code = 'export const A = () => <p>Hello</p>;';
    expect(await wordMessages(code, 'packages/ui/src/example.tsx')).toHaveLength(1);
    expect(await wordMessages(code, 'apps/web/test/example.test.tsx')).toEqual([]);
  });
});

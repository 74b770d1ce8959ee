import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that holds the front doors of core's areas, run as the repository's config runs it. */
const repositoryRoot = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

const frontDoorMessages = async (code: string, filePath: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: resolve(repositoryRoot, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'core-front-doors/front-doors').map((message) => message.message);
};

describe('the front doors of core areas (eslint/core-front-doors.js)', () => {
  it("fails on an import past another area's index.ts and says where to import from", async () => {
    const messages = await frontDoorMessages(
      "import { channelVisibleTo } from '../channels/channel-access.ts';\nexport const rule = channelVisibleTo;\n",
      'packages/core/src/campaigns/example.ts',
    );
    expect(messages).toEqual([
      "'../channels/channel-access.ts' reaches past the front door of the channels area: import it from '../channels/index.ts'; export it there if others need it.",
    ]);
  });

  it('catches re-exports, type-only imports, dynamic imports and a sub-folder index from deeper files', async () => {
    const code = [
      "export { requireAbility } from '../../permissions/require.ts';",
      "import type { Actor } from '../../permissions/ability.ts';",
      "export const load = () => import('../../mail/mail-dispatch.ts');",
      "export type Text = typeof import('../../intelligence/text/index.ts');",
      'export type Who = Actor;',
    ].join('\n');
    const messages = await frontDoorMessages(code, 'packages/core/src/notifications/chat/example.ts');
    expect(messages).toHaveLength(4);
    expect(messages[3]).toContain("import it from '../../intelligence/index.ts'");
  });

  it("allows an area's own modules, other areas' index.ts, files directly in src and packages", async () => {
    const code = [
      "import { a } from './campaign-cards.ts';",
      "import { b } from '../channels/index.ts';",
      "import { CoreError } from '../errors.ts';",
      "import type { Actor } from '../actor.ts';",
      "import { c } from '@creatorlens/core/channels';",
      "import { d } from '@creatorlens/contracts/list-ordering';",
      'export const all = [a, b, c, d, CoreError] as unknown as Actor;',
    ].join('\n');
    expect(await frontDoorMessages(code, 'packages/core/src/campaigns/example.ts')).toEqual([]);
  });

  it("refuses `export *` in an area's index.ts and in a file directly in src, not in a folder inside an area", async () => {
    const code = "export * from './campaign-cards.ts';\nexport * as board from './campaign-board.ts';\nexport { toCsv } from './csv.ts';\n";
    expect(await frontDoorMessages(code, 'packages/core/src/campaigns/index.ts')).toEqual([
      "The front door of the campaigns area re-exports all of './campaign-cards.ts': name what other areas and packages use, export { ... } from './campaign-cards.ts'.",
      "The front door of the campaigns area re-exports all of './campaign-board.ts': name what other areas and packages use, export { ... } from './campaign-board.ts'.",
    ]);
    expect(await frontDoorMessages("export * from './kernel/index.ts';\n", 'packages/core/src/errors.ts')).toHaveLength(1);
    // A folder inside an area gathers its modules for the area's index.ts, which names what leaves the area.
    expect(await frontDoorMessages("export * from './slack.ts';\n", 'packages/core/src/notifications/chat/index.ts')).toEqual([]);
    expect(await frontDoorMessages("export * from '../src/campaigns/csv.ts';\n", 'packages/core/test/example.ts')).toEqual([]);
  });

  it('holds files directly in src to the same front doors, and leaves tests free', async () => {
    const code = "import { defineAbilityFor } from './permissions/ability.ts';\nexport const define = defineAbilityFor;\n";
    expect(await frontDoorMessages(code, 'packages/core/src/load-actor-example.ts')).toHaveLength(1);
    const testCode = "import { channelVisibleTo } from '../src/channels/channel-access.ts';\nexport const rule = channelVisibleTo;\n";
    expect(await frontDoorMessages(testCode, 'packages/core/test/example.test.ts')).toEqual([]);
  });
});

// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import coreFrontDoors from './eslint/core-front-doors.js';
import webWords from './eslint/web-words-from-catalogues.js';

/**
 * Dependencies point one way: apps -> api -> core -> db -> contracts; ui and i18n are leaves; the web app imports only the
 * *type* AppRouter from api; web features import each other only through a public entry. This file enforces it so
 * nobody has to remember.
 */
const restrict = (patterns, { allowTypeImports = false } = {}) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ allowTypeImports, ...p })) }],
});
const appsGroup = { group: ['**/apps/**', '@creatorlens/server', '@creatorlens/web'], message: 'Packages never import apps.' };
// Fakes of the platforms' APIs are for tests and benches; a production build must never contain them.
const testSupportGroup = {
  group: ['@creatorlens/test-support', '@creatorlens/test-support/*'],
  message: 'Production code never imports test doubles.',
};

const featureDirs = (() => {
  try {
    return readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const webAppGroups = [
  { group: ['@creatorlens/api', '@creatorlens/api/*'], message: 'The web app imports only the type AppRouter from api.' },
  {
    group: ['@creatorlens/db', '@creatorlens/db/*', '**/apps/server/**'],
    message: 'The web app talks to the server only over HTTP.',
  },
  // Shared values and pure rules live in contracts; of core, the browser needs only the permission builder
  // (one CASL ability for server and client).
  {
    regex: '^@creatorlens/core(?!/permissions$)(/.*)?$',
    message: 'The web app imports values from @creatorlens/contracts; of core only @creatorlens/core/permissions.',
  },
  testSupportGroup,
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'build/**', '.data/**', 'packages/db/migrations/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js'],
    languageOptions: { globals: { URL: 'readonly', process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // contracts is browser-safe and sits below everything: it may import zod, never another package of ours.
    files: ['packages/contracts/**/*.ts'],
    rules: restrict([{ group: ['@creatorlens/*'], message: 'contracts is the bottom layer.' }, appsGroup, testSupportGroup]),
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: restrict([
      {
        group: ['@creatorlens/core', '@creatorlens/core/*', '@creatorlens/api', '@creatorlens/ui', '@creatorlens/i18n'],
        message: 'db is the bottom layer.',
      },
      appsGroup,
      testSupportGroup,
    ]),
  },
  {
    // core may read @creatorlens/i18n (a leaf: catalogues and formatters, no UI): the words it writes into
    // notifications, mails, exports and reports come from the same catalogues as the app's.
    files: ['packages/core/**/*.ts'],
    rules: restrict([
      {
        group: ['@creatorlens/api', '@creatorlens/ui', '@trpc/*', 'fastify', 'better-auth', 'better-auth/*'],
        message: 'core is framework-free and below api.',
      },
      appsGroup,
      testSupportGroup,
    ]),
  },
  {
    // Inside core, an area reaches another only through that area's index.ts (tests import what they like).
    files: ['packages/core/src/**/*.ts'],
    plugins: { 'core-front-doors': coreFrontDoors },
    rules: { 'core-front-doors/front-doors': 'error' },
  },
  {
    // The web app's words come from the catalogues, and the design system takes its words as props: no word written
    // into JSX text or a spoken attribute in either.
    files: ['apps/web/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    plugins: { 'web-words': webWords },
    rules: { 'web-words/words-from-catalogues': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: restrict([testSupportGroup]),
  },
  {
    files: ['packages/api/**/*.ts'],
    rules: restrict([
      { group: ['@creatorlens/ui', '@creatorlens/i18n'], message: 'api does not know the UI.' },
      appsGroup,
      testSupportGroup,
    ]),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/i18n/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['@creatorlens/*'], message: 'ui and i18n are leaves.' }, appsGroup]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(webAppGroups, { allowTypeImports: true }),
    },
  },
  // A feature may use another feature only through that feature's public entry, `../<name>/index.ts`, never its
  // internals. Some behaviour belongs to one feature yet every channel view needs it: lists owns the drop targets for
  // dragged channels, the "Add to…" menu and the recently used lists, and campaigns, discovery, artists, tags and
  // watchlists use them. Keeping that in lists behind one entry beats hiding a feature in src/lib to pass this rule.
  ...featureDirs.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    // The web app's rules again: a later config's options for the same rule replace the earlier ones.
    rules: restrict([
      ...webAppGroups.map((pattern) => ({ ...pattern, allowTypeImports: true })),
      ...featureDirs
        .filter((other) => other !== feature)
        .map((other) => ({
          regex: `^(\\.\\./|.*/features/)${other}(/(?!index\\.ts$).*)?$`,
          message: `Import ${other} through its public entry, ../${other}/index.ts; its other modules are private. Move code more features need to src/lib or packages/ui.`,
        })),
    ]),
  })),
);

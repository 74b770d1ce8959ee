import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'packages/ui/test/**/*.test.tsx',
            'apps/*/test/**/*.test.ts',
            'apps/web/test/**/*.test.tsx',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // A hang guard, not a speed check: a test that imports a large module graph afresh (the site frame after
          // vi.resetModules) took over 5 s, vitest's default, on the 2-core machine while other work ran.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/test/**/*.int.test.ts', 'apps/*/test/**/*.int.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          environment: 'node',
          // PGlite needs ~2 s to start; each file starts its own clone.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});

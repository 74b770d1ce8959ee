import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** Where the server finds the site's renderer, relative to the client build's folder (see apps/server/src/http/site-render.ts). */
export const SITE_RENDERER_DIR = '.ssr';
export const SITE_RENDERER_FILE = 'render-site-page.js';

/**
 * After the client build, builds the site's server renderer (src/site/ssr/render-site-page.tsx) into
 * <outDir>/.ssr/ as one self-contained module: every dependency is bundled, so the server can import it from any
 * build folder. One `vite build` thus yields both halves of the server-rendered public pages, always from the same
 * source. The dot folder is never served (the static file server ignores dot files).
 */
export function siteServerRenderer(): Plugin {
  let outDir: string | null = null;
  let root = '';
  return {
    name: 'creatorlens-site-server-renderer',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.ssr ? null : resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      await build({
        configFile: false,
        publicDir: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/site/ssr/render-site-page.tsx',
          outDir: join(outDir, SITE_RENDERER_DIR),
          emptyOutDir: true,
          target: 'node20',
          rolldownOptions: { output: { entryFileNames: SITE_RENDERER_FILE, codeSplitting: false } },
        },
      });
    },
  };
}

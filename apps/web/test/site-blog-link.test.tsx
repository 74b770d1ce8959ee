import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteCatalogue, type Catalogue } from '@creatorlens/i18n';

/** The site frame (header with its menu, footer) around an empty page, as the server renders it for a visitor. */
async function renderSiteFrame(): Promise<string> {
  // external-links.ts reads VITE_BLOG_URL when it loads: a fresh module graph per render.
  vi.resetModules();
  const { SiteApp } = await import('../src/site/ssr/site-app.tsx');
  const { createSiteTranslator } = await import('../src/site/site-translator.ts');
  const catalogue = await loadSiteCatalogue('en', { pageGroup: 'charts' });
  const i18n = { t: createSiteTranslator('en', catalogue), locale: 'en' as const, bundle: catalogue as unknown as Partial<Catalogue> };
  const state = { path: '/charts', href: '/charts', locale: 'en' as const, theme: 'light' as const, consent: 'accepted' as const };
  return renderToString(<SiteApp Page={() => null} state={state} i18n={i18n} />);
}

afterEach(() => vi.unstubAllEnvs());

describe('blog link', () => {
  it('links the header and footer to the server-rendered /blog when no external blog is configured', async () => {
    vi.stubEnv('VITE_BLOG_URL', '');
    const html = await renderSiteFrame();
    expect(html).toContain('href="/coupons"');
    expect(html.match(/href="\/blog"/g)?.length).toBe(2);
    expect(html).toMatch(/>Blog</);
  });

  it('links to VITE_BLOG_URL when it is set', async () => {
    vi.stubEnv('VITE_BLOG_URL', 'https://blog.example.com/');
    const html = await renderSiteFrame();
    expect(html.match(/href="https:\/\/blog\.example\.com\/"/g)?.length).toBe(2);
  });
});

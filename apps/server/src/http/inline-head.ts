import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A Content-Security-Policy source that allows exactly this inline script. */
export const sha256ScriptSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * index.html with the two small files its head asks for carried inline: the preference script (theme and language
 * before the first paint; allowed by its hash, returned in `scriptSources`) and the icon as a data URL. Each was a
 * request of its own, and on a slow network (150 ms a round trip, six connections) two requests fewer is one wave of
 * the page's first modules sooner. Both server-rendered site pages and the app's document use it.
 */
export function inlineHeadAssets(indexHtml: string, webDistDir: string): { html: string; scriptSources: string[] } {
  let html = indexHtml;
  const scriptSources: string[] = [];
  const faviconPath = join(webDistDir, 'favicon.svg');
  if (existsSync(faviconPath)) {
    const icon = `data:image/svg+xml,${encodeURIComponent(readFileSync(faviconPath, 'utf8').trim())}`;
    html = html.replace('href="/favicon.svg"', () => `href="${icon}"`);
  }
  const preferencesPath = join(webDistDir, 'preferences-init.js');
  if (existsSync(preferencesPath)) {
    const script = readFileSync(preferencesPath, 'utf8');
    scriptSources.push(sha256ScriptSource(script));
    html = html.replace('<script src="/preferences-init.js"></script>', () => `<script>${script}</script>`);
  }
  return { html, scriptSources };
}

/**
 * index.html with its stylesheet's rules inline in a <style> element: one request fewer before the first paint (on a
 * slow network the stylesheet was one of the first wave's six requests). `ownStylesheet` picks another built
 * stylesheet instead of the app's (the site's pages use their own, src/site/site.css).
 */
export function inlineStylesheet(indexHtml: string, webDistDir: string, ownStylesheet?: RegExp): string {
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(indexHtml);
  if (!stylesheet?.[1]) return indexHtml;
  const own = ownStylesheet ? readdirSync(join(webDistDir, 'assets')).find((file) => ownStylesheet.test(file)) : undefined;
  const css = readFileSync(join(webDistDir, own ? `assets/${own}` : stylesheet[1]), 'utf8');
  return indexHtml.replace(stylesheet[0], () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
}

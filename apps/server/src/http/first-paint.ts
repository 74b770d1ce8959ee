import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `<link rel=preload>` for Inter's Latin subset (Basic Latin and Latin-1, German umlauts and ß included: all of the
 * site's and app's copy), or '' when the build has none. Every page's HTML carries it, so the font is requested with
 * the HTML's first bytes and the first page view already uses it; before, only pages after the first did, and the
 * typeface changed between the first and second page. `crossorigin` is required: fonts are fetched in CORS mode, and a
 * preload without it would be fetched twice.
 */
export function fontPreloadLink(webDistDir: string): string {
  const assets = join(webDistDir, 'assets');
  if (!existsSync(assets)) return '';
  const font = readdirSync(assets).find((file) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
  return font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />` : '';
}

/**
 * Makes the consent banner of a server-rendered page answer clicks before the page's JavaScript has hydrated it (the
 * entry loads after the first paint, 300-600 ms later on a phone): a click on a `data-consent-choice` button stores the
 * choice exactly as the banner does (local storage and the cookie the server reads) and marks <html> so the stylesheet
 * hides the banner. Once hydrated (#root[data-hydrated]) the React banner handles its own clicks; it starts from the
 * stored choice, so it stays closed.
 */
export const EARLY_CONSENT_SCRIPT =
  `document.addEventListener('click',function(e){var r=document.getElementById('root');if(r&&r.hasAttribute('data-hydrated'))return;` +
  `var b=e.target&&e.target.closest?e.target.closest('[data-consent-choice]'):null;if(!b)return;var c=b.getAttribute('data-consent-choice');` +
  `if(c!=='accepted'&&c!=='rejected')return;try{localStorage.setItem('creatorlens-consent',c);}catch(x){}` +
  `document.cookie='creatorlens-consent='+c+'; Path=/; Max-Age=31536000; SameSite=Lax';document.documentElement.setAttribute('data-consent-chosen',c);},true);`;

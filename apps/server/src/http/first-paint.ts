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
  const font = interFontPath(webDistDir);
  return font ? `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin />` : '';
}

/** The URL path of the build's Inter Latin subset (see fontPreloadLink), or null when the build has none. */
export function interFontPath(webDistDir: string): string | null {
  const assets = join(webDistDir, 'assets');
  if (!existsSync(assets)) return null;
  const font = readdirSync(assets).find((file) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
  return font ? `/assets/${font}` : null;
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

/** The status region EARLY_COPY_SCRIPT announces a copied code in: a child of <body> outside #root, so hydration never sees it. */
export const EARLY_COPY_STATUS_ID = 'early-copy-status';

/** How long a copied code shows "Copied" (as the hydrated CopyButton, packages/ui COPY_CONFIRMATION_MS). */
const EARLY_COPY_CONFIRMATION_MS = 2000;

/**
 * Makes the "Copy code" buttons of a server-rendered page (/coupons) copy before the page's JavaScript has hydrated
 * them: a click on a `data-copy-code` button copies that code (the Clipboard API, else a hidden textarea and
 * execCommand('copy')) and confirms it as the hydrated button does: the button gets `data-early-copied` for 2 s, which
 * the site stylesheet (apps/web/src/site/site.css) turns into a check and the button's `data-copied-label`, and the
 * label is announced in a polite status region outside #root. No text or element React rendered changes, so hydration
 * meets the markup it rendered; the one attribute the button gains is left alone by React's production build (a
 * development build would warn about it if hydration ran within those 2 s).
 * One click, one handler: before hydration this one stops the click at the document (React listens at #root, and
 * would otherwise replay it on a button hydrated meanwhile); once #root has data-hydrated it leaves clicks to React.
 */
export const EARLY_COPY_SCRIPT =
  `(function(){var d=document;function region(){var s=d.getElementById('${EARLY_COPY_STATUS_ID}');` +
  `if(!s&&d.body){s=d.createElement('div');s.id='${EARLY_COPY_STATUS_ID}';s.setAttribute('role','status');s.setAttribute('aria-live','polite');` +
  `s.style.cssText='position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';d.body.appendChild(s);}return s;}` +
  // The region exists before its first message, so screen readers announce that message.
  `d.addEventListener('DOMContentLoaded',function(){if(d.querySelector('[data-copy-code]'))region();});` +
  `function textarea(c){var a=d.createElement('textarea'),f=d.activeElement,ok=false;a.value=c;a.setAttribute('readonly','');` +
  `a.style.position='fixed';a.style.top='0';a.style.left='0';a.style.opacity='0';d.body.appendChild(a);a.select();` +
  `try{ok=d.execCommand('copy');}catch(x){}d.body.removeChild(a);if(f&&f.focus)f.focus();return ok;}` +
  `d.addEventListener('click',function(e){var r=d.getElementById('root');if(r&&r.hasAttribute('data-hydrated'))return;` +
  `var b=e.target&&e.target.closest?e.target.closest('[data-copy-code]'):null;if(!b)return;e.stopPropagation();` +
  `var c=b.getAttribute('data-copy-code')||'',l=b.getAttribute('data-copied-label')||'',p;` +
  `function done(){var s=region();b.setAttribute('data-early-copied','');if(s)s.textContent=l;clearTimeout(b.earlyCopyTimer);` +
  // The confirmation ends after 2 s; the region empties with the last button that still confirms.
  `b.earlyCopyTimer=setTimeout(function(){b.removeAttribute('data-early-copied');if(s&&!d.querySelector('[data-early-copied]'))s.textContent='';},${EARLY_COPY_CONFIRMATION_MS});}` +
  `function fallback(){if(textarea(c))done();}` +
  `try{p=navigator.clipboard.writeText(c);}catch(x){}if(p&&p.then)p.then(done,fallback);else fallback();},true);})();`;

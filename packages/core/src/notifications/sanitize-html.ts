/**
 * A strict allow-list HTML sanitiser for notification and guide bodies. The Knock clients inject these strings
 * with innerHTML, so anything not listed here is dropped: no scripts, no styles, no event handlers, no URLs other
 * than http(s), mailto and same-origin paths. Text is always re-escaped, so a stray "<" can never open a tag.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'code',
  'pre',
  'blockquote',
  'span',
  'h3',
  'h4',
]);
const VOID_TAGS = new Set(['br']);
/** Elements whose content is code or invisible: dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'select',
]);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML text and attribute positions. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Decodes entities so that a URL check sees what the browser will see ("jav&#x61;script:" is javascript:). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * Returns the URL when it is safe to follow from a notification: http(s) or mailto absolute URLs, or a path on
 * our own origin ("/x", not the protocol-relative "//host"). Everything else (javascript:, data:, vbscript:) is null.
 */
export function safeUrl(raw: string | null | undefined, options: { allowMailto?: boolean } = {}): string | null {
  if (typeof raw !== 'string') return null;
  // Browsers ignore control characters and whitespace inside a scheme, so strip them before judging it.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be stripped here
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    try {
      return new URL(value).href;
    } catch {
      return null;
    }
  }
  if (scheme === 'mailto' && options.allowMailto) return value;
  return null;
}

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function sanitizeAttributes(tag: string, source: string): string {
  if (tag !== 'a') return '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    if (match[1]!.toLowerCase() !== 'href') continue;
    const href = safeUrl(match[2] ?? match[3] ?? match[4] ?? '', { allowMailto: true });
    if (!href) return '';
    const external = !href.startsWith('/');
    return ` href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer nofollow"' : ''}`;
  }
  return '';
}

/** Sanitises untrusted HTML down to the allow-list above; the result is safe for innerHTML. */
export function sanitizeHtml(input: string): string {
  let output = '';
  const open: string[] = [];
  // eslint-disable-next-line no-control-regex -- NUL bytes are dropped before parsing, as browsers do
  let rest = input.replace(/\u0000/g, '');
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    if (lt === -1) {
      output += escapeHtml(decodeEntities(rest));
      break;
    }
    if (lt > 0) output += escapeHtml(decodeEntities(rest.slice(0, lt)));
    rest = rest.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      rest = end === -1 ? '' : rest.slice(end + 3);
      continue;
    }
    const match = TAG.exec(rest);
    if (!match) {
      // Not a well-formed tag (e.g. "<" in prose, "<!doctype", "<?xml"): keep it as visible text.
      output += '&lt;';
      rest = rest.slice(1);
      continue;
    }
    rest = rest.slice(match[0].length);
    const isClosing = match[1] === '/';
    const tag = match[2]!.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!isClosing && match[4] !== '/') {
        const close = new RegExp(`</${tag}\\s*>`, 'i').exec(rest);
        rest = close ? rest.slice(close.index + close[0].length) : '';
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (VOID_TAGS.has(tag)) {
      if (!isClosing) output += `<${tag}>`;
      continue;
    }
    if (isClosing) {
      const index = open.lastIndexOf(tag);
      if (index === -1) continue;
      // Close everything opened inside it too, so the output stays well nested.
      while (open.length > index) output += `</${open.pop()}>`;
      continue;
    }
    if (match[4] === '/') continue;
    output += `<${tag}${sanitizeAttributes(tag, match[3] ?? '')}>`;
    open.push(tag);
  }
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}

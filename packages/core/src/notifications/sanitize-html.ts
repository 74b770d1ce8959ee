import sanitize from 'sanitize-html';

/**
 * A strict allow-list HTML sanitiser for notification and guide bodies, on sanitize-html (htmlparser2 parses as a
 * browser would; a hand-written parser was a security risk of its own). The Knock clients inject these strings with
 * innerHTML, so anything not listed here is dropped: no scripts, no styles, no event handlers, no URLs other than
 * http(s), mailto and same-origin paths. Text is always re-escaped, so a stray "<" can never open a tag.
 */

const ALLOWED_TAGS = [
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
];
/**
 * Elements whose content is code, invisible or in another namespace (svg, math): dropped with everything inside
 * them, nested allowed tags included, so no foreign-content parsing trick can smuggle markup out of them.
 */
const DROP_WITH_CONTENT = [
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
  'option',
];

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

/** A link keeps only a safe href; one that leaves our origin opens in a new tab without the opener or a referrer. */
const linkAttributes = (attributes: sanitize.Attributes): sanitize.Attributes => {
  const href = safeUrl(attributes.href, { allowMailto: true });
  if (!href) return {};
  return href.startsWith('/') ? { href } : { href, target: '_blank', rel: 'noopener noreferrer nofollow' };
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  // The href is judged by safeUrl above; these are a second line behind it.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  selfClosing: ['br'],
  transformTags: { a: (tagName, attributes) => ({ tagName, attribs: linkAttributes(attributes) }) },
  // sanitize-html escapes & < > in text; quotes too, so text is safe in any position it is later pasted into.
  textFilter: (text) => text.replace(/"/g, '&quot;').replace(/'/g, '&#39;'),
};

/** Sanitises untrusted HTML down to the allow-list above; the result is safe for innerHTML. */
export function sanitizeHtml(input: string): string {
  // Void elements come back as "<br />"; the plain form is what the clients and stored bodies have always had.
  return sanitize(input, OPTIONS).replace(/<br \/>/g, '<br>');
}

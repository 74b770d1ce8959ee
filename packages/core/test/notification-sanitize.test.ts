import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml, WORKFLOWS } from '../src/notifications/index.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<p>Hi <strong>there</strong> <a href="https://example.test/x">link</a></p>')).toBe(
      '<p>Hi <strong>there</strong> <a href="https://example.test/x" target="_blank" rel="noopener noreferrer nofollow">link</a></p>',
    );
    expect(sanitizeHtml('<a href="/workspace">in app</a>')).toBe('<a href="/workspace">in app</a>');
  });

  it('drops scripts, styles and their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c<SCRIPT SRC=x></SCRIPT>')).toBe('abc');
    expect(sanitizeHtml('<svg onload=alert(1)><circle/></svg>ok')).toBe('ok');
  });

  it('drops event handlers and every attribute except a safe href', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<a href="#" onmouseover="x()">t</a>')).toBe('<a>t</a>');
  });

  it('refuses javascript:, data: and obfuscated schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.test',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">t</a>`)).toBe('<a>t</a>');
    }
  });

  it('escapes stray markup and keeps nesting well formed', () => {
    expect(sanitizeHtml('1 < 2 & <b>bold')).toBe('1 &lt; 2 &amp; <b>bold</b>');
    expect(sanitizeHtml('<em><strong>x</em>')).toBe('<em><strong>x</strong></em>');
    expect(sanitizeHtml('&lt;script&gt;')).toBe('&lt;script&gt;');
    expect(sanitizeHtml('<!-- <script>x</script> -->after')).toBe('after');
    expect(sanitizeHtml('"quoted" \'single\'')).toBe('&quot;quoted&quot; &#39;single&#39;');
  });
});

describe('sanitizeHtml against known attacks', () => {
  const link = (href: string) => sanitizeHtml(`<a href="${href}">t</a>`);

  it('refuses javascript: URLs however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      '  javascript:alert(1)',
      'java\nscript:alert(1)',
      'java\u0000script:x',
      'javascript://%0aalert(1)',
    ])
      expect(link(href)).toBe('<a>t</a>');
    expect(sanitizeHtml('<a href=javascript:alert(1)>t</a>')).toBe('<a>t</a>');
    expect(sanitizeHtml("<a href='JAVASCRIPT:alert(1)'>t</a>")).toBe('<a>t</a>');
  });

  it('refuses data: URLs, also for images and in upper case', () => {
    for (const href of ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'DATA:image/svg+xml,<svg onload=alert(1)>'])
      expect(link(href)).toBe('<a>t</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('drops event-handler attributes on allowed tags, in any case and quoting', () => {
    expect(sanitizeHtml('<b ONCLICK=alert(1)>x</b>')).toBe('<b>x</b>');
    expect(sanitizeHtml('<span onmouseover=\'alert(1)\' onfocus="x" tabindex=1>x</span>')).toBe('<span>x</span>');
    expect(sanitizeHtml('<a href="https://example.test/" onclick="alert(1)">x</a>')).toBe(
      '<a href="https://example.test/" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<p/onclick=alert(1)>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<body onload=alert(1)>x')).toBe('x');
  });

  it('drops <svg> and <math> with everything nested in them', () => {
    expect(sanitizeHtml('<svg><p>inside</p><a href="https://example.test/">link</a></svg>after')).toBe('after');
    expect(sanitizeHtml('<p>a<svg><svg><script>alert(1)</script></svg><b>in</b></svg>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>ok')).toBe(
      'ok',
    );
    expect(sanitizeHtml('<svg><style><img src=x onerror=alert(1)></style></svg>')).toBe('');
    expect(sanitizeHtml('<math><a href="javascript:alert(1)">x</a>')).toBe('');
    expect(sanitizeHtml('<SVG><foreignObject><p onclick=x>x</p></foreignObject></SVG>ok')).toBe('ok');
  });

  it('decodes entity-encoded schemes before judging them', () => {
    for (const href of [
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      '&#0000106;&#0000097;vascript:alert(1)',
      'javascript&colon;alert(1)',
      'java&Tab;script:alert(1)',
      'java&NewLine;script:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'data&colon;text/html,x',
      '&#100;ata:text/html,x',
    ])
      expect(link(href)).toBe('<a>t</a>');
    expect(safeUrl('&#106;avascript:alert(1)')).toBeNull();
    expect(safeUrl('javascript&colon;alert(1)')).toBeNull();
  });

  it('never lets escaped markup or a broken tag become a live tag', () => {
    expect(sanitizeHtml('&lt;img src=x onerror=alert(1)&gt;')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(sanitizeHtml('<<script>alert(1)//<</script>b>x')).not.toMatch(/<script|<img/i);
    expect(sanitizeHtml('<textarea><img src=x onerror=alert(1)></textarea>ok')).toBe('ok');
    expect(sanitizeHtml('<p>line<br/>next</p>')).toBe('<p>line<br>next</p>');
  });
});

describe('safeUrl', () => {
  it('allows http(s) and same-origin paths only', () => {
    expect(safeUrl('https://example.test/a')).toBe('https://example.test/a');
    expect(safeUrl('/campaign/1')).toBe('/campaign/1');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.test')).toBeNull();
    expect(safeUrl('/\\evil.test')).toBeNull();
    expect(safeUrl('mailto:a@b.test')).toBeNull();
    expect(safeUrl('mailto:a@b.test', { allowMailto: true })).toBe('mailto:a@b.test');
  });
});

describe('workflow templates', () => {
  it('escape user text in the mention template and keep the action URL safe', () => {
    const rendered = WORKFLOWS['comment-mentioned']!.render({
      data: { subjectName: '<b>Artist</b>', commentText: '<script>alert(1)</script>', url: 'javascript:alert(1)', artistSlug: 'a-b' },
      actorName: '<img src=x onerror=alert(1)>',
      language: 'en',
    });
    expect(rendered.bodyHtml).not.toMatch(/<script|<img|<b>/);
    expect(rendered.actionUrl).toBeNull();
    expect(rendered.buttons).toEqual([]);
  });

  it('sanitises admin announcement HTML', () => {
    const rendered = WORKFLOWS['product-announcement']!.render({
      data: { title: 'New', bodyHtml: '<p onclick=x>Hello <a href="javascript:x">x</a></p>', actionUrl: '/pricing', buttonLabel: 'See' },
      actorName: null,
      language: 'de',
    });
    expect(rendered.bodyHtml).toBe('<p><strong>New</strong></p><p>Hello <a>x</a></p>');
    expect(rendered.buttons).toEqual([{ label: 'See', action: '/pricing' }]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBlogRoutes } from '../src/http/blog-routes.ts';
import { BlogContentError, loadBlogPosts } from '../src/http/blog-posts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The web app's catch-all needs an index.html; the blog must answer before it and never fall through to it.
const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Creatorlens</title></head><body><div id="root"></div></body></html>';

let app: TestApp;
let webDist: string;
let origin: string;
const tempDirs: string[] = [];

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-language': 'en', ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
};
const documentOf = (html: string) => new JSDOM(html).window.document;

/** A content folder of its own: { 'en/2026-01-01-x.md': '...' }. */
function contentDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'blog-content-'));
  tempDirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const post = (fields: string, body = 'Some text.') => `---\n${fields}\n---\n\n${body}\n`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'blog-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  app = await createTestApp({ webDistDir: webDist });
  origin = await app.listenOnLoopback();
});
afterAll(async () => {
  await app.close();
  for (const dir of [webDist, ...tempDirs]) rmSync(dir, { recursive: true, force: true });
});

describe('the blog index', () => {
  it('lists the posts of each language newest first, with date, author and summary', async () => {
    const en = await get('/blog?lang=en');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toContain('text/html');
    const enDoc = documentOf(en.body);
    expect(enDoc.documentElement.lang).toBe('en');
    const enItems = Array.from(enDoc.querySelectorAll('[data-testid="blog-post-item"]'));
    expect(enItems.map((item) => item.querySelector('h2')!.textContent)).toEqual([
      'Why every figure carries its date',
      'What the bot-risk score can tell you, and what it cannot',
      'How we measure engagement on each platform',
    ]);
    expect(enItems[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-23');
    expect(enItems[0]!.textContent).toContain('November 23, 2026');
    expect(enItems[0]!.textContent).toContain('by Creatorlens team');
    expect(enItems[0]!.querySelector('h2 a')!.getAttribute('href')).toBe('/blog/why-every-figure-has-a-date?lang=en');

    const de = await get('/blog?lang=de');
    const deDoc = documentOf(de.body);
    expect(deDoc.documentElement.lang).toBe('de');
    const deTitles = Array.from(deDoc.querySelectorAll('[data-testid="blog-post-item"] h2')).map((heading) => heading.textContent);
    expect(deTitles).toEqual([
      'Warum jede Zahl ihr Datum trägt',
      'Was der Bot-Risiko-Wert aussagt – und was nicht',
      'So messen wir Engagement auf jeder Plattform',
    ]);
    expect(de.body).toContain('23. November 2026');
    expect(de.body).toContain('von Creatorlens-Team');
  });

  it('picks the language as the site does: ?lang=, then the language cookie, then Accept-Language', async () => {
    expect(documentOf((await get('/blog', { 'accept-language': 'de-DE,de;q=0.9' })).body).documentElement.lang).toBe('de');
    expect(documentOf((await get('/blog', { cookie: 'creatorlens-language=de' })).body).documentElement.lang).toBe('de');
    expect(documentOf((await get('/blog?lang=en', { cookie: 'creatorlens-language=de' })).body).documentElement.lang).toBe('en');
    expect((await get('/blog/')).status).toBe(200);
  });

  it('takes the colour mode the visitor chose on the site, else the device’s', async () => {
    expect(documentOf((await get('/blog', { cookie: 'creatorlens-theme=dark' })).body).documentElement.className).toBe('dark');
    expect(
      documentOf((await get('/blog/engagement-per-platform', { cookie: 'creatorlens-theme=light' })).body).documentElement.className,
    ).toBe('light');
    expect(documentOf((await get('/blog')).body).documentElement.className).toBe('');
  });

  it('carries canonical, hreflang and the feed link with absolute URLs, and a link back to the site', async () => {
    const doc = documentOf((await get('/blog?lang=de')).body);
    const feed = doc.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed!.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/blog\/rss\.xml\?lang=de$/);
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/blog\?lang=de$/);
    expect(doc.querySelector('link[hreflang="en"]')!.getAttribute('href')).toMatch(/\/blog\?lang=en$/);
    expect(Array.from(doc.querySelectorAll('a')).some((a) => a.getAttribute('href') === '/?lang=de')).toBe(true);
  });
});

describe('a post page', () => {
  it('renders title, date in the language format, author and body', async () => {
    const en = await get('/blog/engagement-per-platform?lang=en');
    expect(en.status).toBe(200);
    const doc = documentOf(en.body);
    expect(doc.querySelector('h1')!.textContent).toBe('How we measure engagement on each platform');
    expect(doc.querySelector('article time')!.textContent).toBe('October 12, 2026');
    expect(doc.querySelector('article .meta')!.textContent).toContain('by Creatorlens team');
    expect(doc.querySelector('article h2')!.textContent).toBe('The formulas');
    expect(doc.querySelector('article li strong')!.textContent).toBe('Instagram:');
    expect(doc.title).toBe('How we measure engagement on each platform – Creatorlens');

    const de = documentOf((await get('/blog/engagement-per-platform?lang=de')).body);
    expect(de.querySelector('article time')!.textContent).toBe('12. Oktober 2026');
    expect(de.querySelector('article .meta')!.textContent).toContain('von Creatorlens-Team');
    expect(de.querySelector('article h2')!.textContent).toBe('Die Formeln');
  });

  it('answers an unknown slug with the 404 status, in the reader’s language, not indexable', async () => {
    for (const path of ['/blog/no-such-post', '/blog/no-such-post/deeper', '/blog/..%2f..%2fpackage.json']) {
      const answer = await get(`${path}?lang=de`);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toContain('Beitrag nicht gefunden');
      expect(answer.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('is rendered once: an ETag that revalidates with 304, and compressed bytes', async () => {
    const first = await get('/blog/audience-quality-limits?lang=en', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('vary')).toContain('Accept-Language');
    const again = await fetch(`${origin}/blog/audience-quality-limits?lang=en`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const german = await get('/blog/audience-quality-limits?lang=de');
    expect(german.headers.get('etag')).not.toBe(etag);
  });
});

describe('the RSS feed', () => {
  it('is RSS 2.0 that parses, per language, with absolute links', async () => {
    for (const locale of ['de', 'en'] as const) {
      const answer = await get(`/blog/rss.xml?lang=${locale}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/rss+xml');
      const xml = new JSDOM('').window;
      const feed = new xml.DOMParser().parseFromString(answer.body, 'application/xml');
      expect(feed.querySelector('parsererror')).toBeNull();
      expect(feed.documentElement.nodeName).toBe('rss');
      expect(feed.documentElement.getAttribute('version')).toBe('2.0');
      expect(feed.querySelector('channel > language')!.textContent).toBe(locale);
      const items = Array.from(feed.querySelectorAll('item'));
      expect(items).toHaveLength(3);
      for (const item of items) {
        const link = item.querySelector('link')!.textContent!;
        expect(new URL(link).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
        expect(link).toMatch(/^https?:\/\//);
        expect(new Date(item.querySelector('pubDate')!.textContent!).getTime()).not.toBeNaN();
      }
      expect(items[0]!.querySelector('link')!.textContent).toContain(`/blog/why-every-figure-has-a-date?lang=${locale}`);
    }
  });
});

describe('posts from Markdown', () => {
  it('escapes HTML in titles, summaries, authors and the Markdown body', async () => {
    const hostile = '<script>alert(1)</script> & "Co"';
    const dir = contentDir({
      'en/2026-01-02-hostile.md': post(
        `title: ${hostile}\ndate: 2026-01-02\nauthor: <b>Mallory</b>\nsummary: <img src=x onerror=alert(2)>`,
        'Intro.\n\n<script>alert(3)</script>\n\n<iframe src="https://evil.example"></iframe>',
      ),
      'de/2026-01-02-hostile.md': post(`title: ${hostile}\ndate: 2026-01-02\nauthor: Mallory\nsummary: Kurz.`),
    });
    const server = Fastify();
    registerBlogRoutes(server, { publicUrl: 'https://creatorlens.example', contentDir: dir });
    const pages = [
      (await server.inject({ url: '/blog?lang=en' })).body,
      (await server.inject({ url: '/blog/hostile?lang=en' })).body,
      (await server.inject({ url: '/blog/rss.xml?lang=en' })).body,
    ];
    for (const html of pages) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>Mallory');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<iframe');
    }
    const doc = documentOf(pages[1]!);
    expect(doc.querySelector('h1')!.textContent).toBe(hostile);
    expect(doc.querySelector('article')!.textContent).toContain('<script>alert(3)</script>');
    expect(doc.querySelectorAll('script, iframe')).toHaveLength(0);
    const feed = (await server.inject({ url: '/blog/rss.xml?lang=en' })).body;
    expect(feed).toContain('https://creatorlens.example/blog/hostile?lang=en');
    await server.close();
  });

  it('refuses bad front matter at start with a message naming the file and the problem', () => {
    const good = 'title: T\ndate: 2026-01-02\nauthor: A\nsummary: S';
    const cases: [Record<string, string>, RegExp][] = [
      [
        { 'en/2026-01-02-a.md': post('title: T\ndate: 2026-01-02\nsummary: S'), 'de/2026-01-02-a.md': post(good) },
        /en\/2026-01-02-a\.md.*author/,
      ],
      [{ 'en/2026-01-02-a.md': post(good.replace('2026-01-02', '2026-01-03')), 'de/2026-01-02-a.md': post(good) }, /differs/],
      [{ 'en/2026-01-02-a.md': post(good.replace('2026-01-02', '2026-02-30')), 'de/2026-01-02-a.md': post(good) }, /calendar day/],
      [{ 'en/2026-01-02-a.md': post(`${good}\ncolour: red`), 'de/2026-01-02-a.md': post(good) }, /colour/],
      [{ 'en/2026-01-02-a.md': 'title: T\n\nNo front matter.', 'de/2026-01-02-a.md': post(good) }, /front matter between/],
      [{ 'en/Hello World.md': post(good), 'de/2026-01-02-a.md': post(good) }, /file name/],
      [{ 'en/2026-01-02-a.md': post(good) }, /missing: de\/a/],
    ];
    for (const [files, message] of cases) {
      const dir = contentDir(files);
      expect(() => loadBlogPosts(dir)).toThrow(BlogContentError);
      expect(() => loadBlogPosts(dir)).toThrow(message);
    }
  });
});

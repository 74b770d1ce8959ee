import { describe, expect, it } from 'vitest';
import type { SharedList } from '@creatorlens/core/shares';
import { renderShareGonePage, renderSharePasswordPage, renderSharedListPage, translator } from '../src/http/share-page-html.ts';

const DAY = 86_400_000;
const readAt = Date.parse('2026-03-01T12:00:00Z');

const list = (overrides: Partial<SharedList> = {}): SharedList => ({
  kind: 'campaign',
  name: 'Spring <launch> & co',
  organizationName: 'Kessel "Brands"',
  options: {
    figures: ['followers', 'engagementRate', 'averages', 'growth', 'botRisk', 'dataDate'],
    includeNotes: false,
    includeBudgets: false,
  },
  expiresAt: readAt + 30 * DAY,
  readAt,
  rows: [
    {
      name: 'Anna <script>alert(1)</script>',
      handle: 'anna.creates',
      platform: 'instagram',
      followers: 1_234_567,
      engagementRate: 0.034,
      averageViews: 52_000.4,
      followers30dGrowth: 0.012,
      botRisk: 'low',
      dataAsOf: readAt - 200 * DAY,
      source: 'hypeauditor-2024',
      basis: {
        engagement: { state: 'known', posts: 12, from: '2025-06-01', to: '2025-08-01' },
        growth: { state: 'missing', reason: 'mixed-sources' },
        averages: { state: 'missing', reason: 'too-few-posts', posts: 2, minimum: 3, since: '2025-05-03' },
      },
      notes: 'never rendered',
      maxBudget: '1500.50',
    },
  ],
  ...overrides,
});

describe('share page markup', () => {
  it('escapes every value and says what each figure rests on, in English and German', () => {
    const english = renderSharedListPage(list(), { locale: 'en', path: '/s/abc' });
    expect(english).not.toContain('<script>');
    expect(english).toContain('Anna &lt;script&gt;');
    expect(english).toContain('Spring &lt;launch&gt; &amp; co');
    expect(english).toContain('Shared by Kessel &quot;Brands&quot;');
    expect(english).toContain('1,234,567');
    expect(english).toContain('3.4%');
    expect(english).toContain('from 12 posts');
    expect(english).toContain('follower counts from two sources are not compared');
    expect(english).toContain('too few posts since');
    expect(english).toContain('older than 3 months');
    expect(english).toContain('<meta name="robots" content="noindex, nofollow">');

    const german = renderSharedListPage(list(), { locale: 'de', path: '/s/abc' });
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('1.234.567');
    expect(german).toContain('Geteilt von');
    expect(german).toContain('Gering');
  });

  it('renders notes and budgets only when the link includes them', () => {
    const plain = renderSharedListPage(list(), { locale: 'en', path: '/s/abc' });
    expect(plain).not.toContain('never rendered');
    expect(plain).not.toContain('1,500.50');
    const internal = renderSharedListPage(list({ options: { figures: [], includeNotes: true, includeBudgets: true } }), {
      locale: 'en',
      path: '/s/abc',
    });
    expect(internal).toContain('never rendered');
    expect(internal).toContain('€1,500.50');
    expect(internal).not.toContain('data-figure="followers"');
  });

  it('has the gone and password pages in both languages', () => {
    expect(renderShareGonePage({ locale: 'de', path: '/s/x' })).toContain('Dieser Link ist abgelaufen oder wurde widerrufen');
    const password = renderSharePasswordPage({ locale: 'en', path: '/s/x', isWrongPassword: true });
    expect(password).toContain('method="post"');
    expect(password).toContain('This password is not correct.');
  });

  it('translates with plurals and interpolation like i18next', () => {
    expect(translator('en')('Shares.page-count', { count: 1 })).toBe('1 creator');
    expect(translator('en')('Shares.page-count', { count: 3 })).toBe('3 creators');
    expect(translator('de')('Shares.page-shared-by', { organization: 'X' })).toBe('Geteilt von X · nur lesen');
  });
});

/**
 * Issue 42, tuned on the opened German 2024 part: each class pinned with written examples (no row of a labelled set).
 */
import { describe, expect, it } from 'vitest';
import { analyzePostText } from '../src/intelligence/text/analyze-post-text.ts';

const analyze = (text: string, channelName = 'Testkanal') => analyzePostText(text, undefined, { channelName, platform: 'youtube' });

describe('German descriptions: codes', () => {
  it('reads no code from a disclosure word in styled letters', () => {
    const result = analyze('Neues Rezept\nᵂᴱᴿᴮᵁᴺᴳ-15% Rabatt auf Messer bei Kochwerk mit dem Code KOCHEN15\nMein Shop ᵂᴱᴿᴮᵁᴺᴳ');
    expect(result.coupons.map((c) => c.code)).toEqual(['KOCHEN15']);
    expect(result.coupons[0]!.brand).toBe('Kochwerk');
  });

  it.each(['WERBUNG-10', 'ANZEIGE1', 'Werbung.'])('never reads %j as a code', (word) => {
    expect(analyze(`${word} Spare 10 % bei Kochwerk mit dem Code KOCHEN15`).coupons.map((c) => c.code)).not.toContain(
      word.replace(/\.$/, ''),
    );
  });
});

describe('German descriptions: codes entered "als Code"', () => {
  it('reads a token the text tells the reader to enter as a code, with its brand', () => {
    const text = '(Werbung) Wechselt zu Sonnenstrom: https://sonnenstrom.de Gib sonnigestage als Code ein und ihr bekommt 50 € Bonus.';
    expect(analyze(text, 'Energie Jan').coupons).toMatchObject([{ code: 'sonnigestage', brand: 'Sonnenstrom' }]);
    expect(analyze('Gebt NICO beim Bezahlen als Gutscheincode an und spart 10 % bei Kochwerk.', 'Energie Jan').coupons).toMatchObject([
      { code: 'NICO', brand: 'Kochwerk' },
    ]);
  });

  it('reads no code from a sentence that only has the words', () => {
    expect(analyze('Gib ihm als Code ein Lächeln.', 'Energie Jan').coupons).toEqual([]);
  });
});

describe('German descriptions: brands', () => {
  it('names the shop of an Impact network link by its subdomain, not the network', () => {
    const result = analyze('Werbung: Maus von Razer ► https://razer.a9yw.net/abc123 Code TOMMY für 10%');
    expect(result.coupons[0]).toMatchObject({ code: 'TOMMY', brand: 'Razer' });
    expect(result.brands).not.toContain('A9yw');
  });

  it('reads amzlink.to links explained as affiliate links as Amazon', () => {
    const result = analyze('Meine Lieblingsform* https://amzlink.to/az0Hk2 (* = Affiliate-Link, Werbung)');
    expect(result.isSponsored).toBe(true);
    expect(result.sponsors).toEqual(['Amazon']);
  });

  it('names the company in "durch X unterstützt"', () => {
    const result = analyze('Meine Abendroutine 🌙\nDieses Video wurde durch Lunaris Kosmetik unterstützt. Danke!');
    expect(result.isSponsored).toBe(true);
    expect(result.sponsors).toEqual(['Lunaris Kosmetik']);
    expect(result.sponsorEvidence.map((e) => e.text)).toContain('durch Lunaris Kosmetik unterstützt');
  });

  it('does not read "durch euch unterstützt" (the viewers) as a sponsor', () => {
    expect(analyze('Das Video wurde durch euch unterstützt, danke für 100k!').isSponsored).toBe(false);
    expect(analyze('Das Video wurde durch Euch unterstützt, danke für 100k!').isSponsored).toBe(false);
  });

  it('names a partner after a possessive with a product kind ("meinen Audio-Partner X")', () => {
    const result = analyze('Neuer Track!\nCheckt meinen Audio-Partner Klangwerk ab: https://klangwerk.de');
    expect(result.isSponsored).toBe(true);
    expect(result.sponsors).toEqual(['Klangwerk']);
  });

  it("names a code's brand from a redirect link's path when the text writes that name and not the host", () => {
    const named = analyze(
      'Checkt Sonnenwerk ab und erhaltet mit dem Code 7788 30€ Guthaben: https://wk.deals/sonnenwerk (Werbung)',
      'Wissen Kompakt',
    );
    expect(named.coupons[0]).toMatchObject({ code: '7788', brand: 'Sonnenwerk' });
    const app = analyze(
      'Unter https://wkx.deals/lernio12 holt ihr euch die LERNIO App und sichert 20€. Code: WISSEN12 (Werbung)',
      'Wissen Kompakt',
    );
    expect(app.coupons[0]).toMatchObject({ code: 'WISSEN12', brand: 'LERNIO' });
  });

  it("keeps a brand's own site as the brand when its path names a product", () => {
    const result = analyze('Werbung: Messer bei Kochwerk mit dem Code KOCHEN15 für 15%: https://kochwerk.de/messer', 'Backkanal');
    expect(result.coupons[0]).toMatchObject({ code: 'KOCHEN15', brand: 'Kochwerk' });
  });

  it('cuts the presenting company off a next line glued onto it, after an article', () => {
    const glued = analyze('*Fußball Talk wird präsentiert von der FINORABorussia Dortmund steht im Halbfinale.', 'Fußball Talk');
    expect(glued.sponsors).toEqual(['FINORA']);
    expect(analyze('Die Sendung wird präsentiert von der Nordbank. Heute: das Derby.', 'Fußball Talk').sponsors).toEqual(['Nordbank']);
  });
});

describe('German descriptions: false alarms', () => {
  it("reads a partner-programme disclaimer whose star marks only the creator's own brand as no sponsorship", () => {
    const text =
      'Stadion Vlog!\n➽ Instagram: https://goo.gl/abc123\n➽ Twitch: https://bit.ly/2xyz\n➽ Meine Marke Nordlicht: https://www.nordlicht-wear.de/ * Die Links hängen mit Partnerprogrammen zusammen. Sofern diese Links genutzt werden, kann eine Provision an mich ausgeschüttet werden.';
    expect(analyze(text, 'Nordlicht Tom').isSponsored).toBe(false);
  });

  it('still reads the same disclaimer as affiliate when a starred link is a shop', () => {
    const text =
      'Meine Kollektion: https://backstube-shop.de\nBackblech* https://amzn.to/4xk2pqz\n* Die Links hängen mit Partnerprogrammen zusammen, es kann eine Provision an mich ausgeschüttet werden.';
    const result = analyze(text, 'Backstube');
    expect(result.isSponsored).toBe(true);
    expect(result.sponsors).toEqual(['Amazon']);
  });
});

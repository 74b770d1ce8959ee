/**
 * The error classes of issue 18, pinned through `npm run analyze -- posts` (the product's path, with the platform and
 * channel columns): what must not be called sponsored, what must be, coupons in every form, and brands that are not
 * the creator's own. The texts are written for these tests (no rows of the labelled sets).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAnalyze, type PostLine } from '../src/cli/analyze-command.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'analyze-sponsorship-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Row {
  text: string;
  platform?: string;
  channel?: string;
}

async function analyze(rows: readonly Row[]): Promise<PostLine[]> {
  const file = join(dir, `posts-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(rows));
  const lines: string[] = [];
  const code = await runAnalyze(
    ['posts', file],
    (line) => lines.push(line),
    () => undefined,
  );
  expect(code).toBe(0);
  return lines.map((line) => JSON.parse(line) as PostLine);
}
const youtube = (text: string, channel = 'Lena Lacht'): Row => ({ text, platform: 'youtube', channel });
const instagram = (text: string, channel = 'lena.lacht'): Row => ({ text, platform: 'instagram', channel });

describe('not sponsored', () => {
  it('the creator\'s own merch, shop and label, even where the creator wrote "Werbung" on them', async () => {
    const lines = await analyze([
      youtube('Mein neues Merch ist da: https://lenashop.de (Werbung für meinen eigenen Shop)'),
      youtube('Neue Single „Sommer“ jetzt überall streamen: https://lnk.to/sommer (Werbung für unsere Musik) Label: Kiezbeats Records'),
      youtube('Spart 15 % in meinem Shop mit dem Code LENA15: https://lenashop.de'),
      youtube('Get the new hoodie drop at https://shop.lenalacht.com – 20% off this weekend only'),
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([false, false, false, false]);
    // The own-shop code is still a coupon (of the creator's own shop), and the shop is not reported as a brand.
    expect(lines[2]!.coupons.map((c) => c.code)).toEqual(['LENA15']);
    expect(lines.flatMap((l) => l.sponsors)).toEqual([]);
  });

  it('a broadcaster or publisher promoting its own programme', async () => {
    const lines = await analyze([
      youtube('Alle Folgen jetzt in der Mediathek! Sichere dir deinen Gratismonat: https://sendertv.de/abo', 'SenderTV'),
      youtube('Watch full episodes on our app. Start your free trial today: https://networkplus.com/trial', 'Network Plus'),
      youtube('Weather forecast for the week, presented by Aidan Collins. Subscribe for daily forecasts.', 'Weather Office'),
      youtube(
        'The official trailer. Only in cinemas from 12 September – book your tickets now: https://bigstudio.com/film',
        'Big Studio Pictures',
      ),
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([false, false, false, false]);
  });

  it('business-contact lines', async () => {
    const lines = await analyze([
      youtube('Für Kooperationen und Anfragen: business@lenalacht.de'),
      youtube('For collaborations and partnership requests contact team@agency-example.com'),
      instagram('📩 Kooperation? DM oder Mail an hallo@lena.de ✨ Sponsoring & Anfragen: kontakt@lena.de'),
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([false, false, false]);
  });

  it('brand names inside venues, leagues and competitions, crew credits, and "win" in another sense', async () => {
    const lines = await analyze([
      youtube('Highlights aus der Allianz Arena: Bayern gegen Leipzig in der Bundesliga. Wer gewinnt das Rückspiel?', 'Fussball Kanal'),
      youtube('Emirates FA Cup semi-final: all the goals. We win the league next!', 'Football Clips'),
      youtube('Director: Jane Roe | 1st AD: Max Muster | PA AD: Kim Lee | Gaffer: Tom Licht', 'Band Official'),
      youtube('Ich habe das Handy selbst gekauft, unbezahlte Werbung, niemand hat für dieses Review bezahlt.'),
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([false, false, false, false]);
    expect(lines.map((l) => l.is_giveaway)).toEqual([false, false, false, false]);
  });
});

describe('sponsored, with its evidence', () => {
  it('disclosures in brackets, with stars or exclamation marks, as headings and in capitals', async () => {
    const lines = await analyze([
      youtube('[WERBUNG] Heute testen wir die neue Laufuhr'),
      youtube('*Anzeige* Mein Frühstück mit Haferdrink'),
      youtube('WERBUNG! Diese Kamera nutze ich seit Wochen'),
      instagram('🔥ANZEIGE🔥 Neue Schuhe für den Sommer'),
      youtube('Chapters: 0:00 Intro 1:45 Sponsor 3:10 The build'),
      instagram('Sunday reset ✨ #AD'),
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([true, true, true, true, true, true]);
    expect(lines.every((l) => l.sponsor_evidence.length > 0)).toBe(true);
  });

  it('sponsor phrasing in German, English and Dutch, naming the sponsor', async () => {
    const lines = await analyze([
      youtube('Full card highlights presented by Acme Mobile. Subscribe!', 'Fight Channel'),
      youtube('Dieses Rezept entstand in Kooperation mit @hofmilch_de'),
      instagram('Heerlijke dag gehad, in samenwerking met @merkx_nl'),
      youtube('Thanks to Acme VPN for sponsoring this video!'),
      instagram('Ambassador @acmeoutdoor • Team @fitfood_de'),
      youtube('Special thanks to Acme Parts for providing the wheels for this build'),
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([true, true, true, true, true, true]);
    expect(lines.map((l) => l.sponsors[0])).toEqual(['Acme Mobile', 'hofmilch_de', 'merkx_nl', 'Acme VPN', 'acmeoutdoor', 'Acme Parts']);
  });

  it('a brand with a code or a personal offer link and no disclosure word: sponsored, flagged as undisclosed', async () => {
    const lines = await analyze([
      youtube('Mit dem Code LENA10 spart ihr 10 % bei @acmefit'),
      youtube('Get 20% off your first box at https://acmebox.com/lenalacht'),
    ]);
    expect(lines.map((l) => [l.is_sponsored, l.is_undisclosed_ad, l.sponsors])).toEqual([
      [true, true, ['acmefit']],
      [true, true, ['acmebox']],
    ]);
  });

  it('affiliate notes', async () => {
    const lines = await analyze([
      youtube('Meine Kamera: https://amzn.to/3abc* *Affiliate-Link: Ich bekomme eine kleine Provision, für euch ändert sich nichts.'),
      youtube('Gear I use: https://amzn.to/3xyz As an Amazon Associate I earn from qualifying purchases.'),
      youtube('Alle Links mit * sind Partnerlinks.'),
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([true, true, true]);
  });
});

describe('coupon codes', () => {
  it('in every word order around "code", "Gutschein" and "Rabatt"', async () => {
    const lines = await analyze([
      youtube('LENA20 ist mein Rabattcode bei Acme Fitness'),
      youtube('Spart 10 % bei @acmefit mit LENA10'),
      instagram('@acmefit Athlete | Code „lena“'),
      youtube('Gutschein: SOMMER24 für 5 € Rabatt bei Acme'),
      youtube('Acme discount: LENA5 🛒'),
    ]);
    expect(lines.map((l) => l.coupons.map((c) => c.code))).toEqual([['LENA20'], ['LENA10'], ['lena'], ['SOMMER24'], ['LENA5']]);
  });

  it('codes in a link path, with tiers, and several codes in one block, each with its brand', async () => {
    const [path, tiers, block] = await analyze([
      youtube('15% Rabatt auf alles: https://acme-shop.de/discount/LENA15'),
      youtube('Bei Acme: 10% ab 50 € mit LENA10, 20% ab 100 € mit LENA20'),
      instagram('@acmefit 10% „LENA10“ | @bcdnutrition -15% LENABCD | @cdewear Code: LENAWEAR'),
    ]);
    expect(path!.coupons).toEqual([{ code: 'LENA15', discount: '15 %', brand: 'Acme Shop' }]);
    expect(tiers!.coupons.map((c) => c.code)).toEqual(['LENA10', 'LENA20']);
    expect(block!.coupons.map((c) => [c.code, c.brand])).toEqual([
      ['LENA10', 'acmefit'],
      ['LENABCD', 'bcdnutrition'],
      ['LENAWEAR', 'cdewear'],
    ]);
  });

  it('nothing from tracking or referral parameters', async () => {
    const lines = await analyze([
      youtube('Shop: https://acme.de/?utm_source=youtube&utm_campaign=LENA10&ref=LENA10 (10% Rabatt)'),
      youtube('Jetzt testen: https://acme.de/start?code=LENA10&aff_id=77 – 10 % Rabatt'),
    ]);
    expect(lines.map((l) => l.coupons)).toEqual([[], []]);
  });
});

describe('brands are brands', () => {
  it("the creator's own handles, channels and shops are not brand mentions", async () => {
    const [bio, description] = await analyze([
      instagram('Privat: @n.k.94 · 2nd @nk_gaming · Founder @fitbox.store · Team @acmefit', 'Nico Fit'),
      youtube('Instagram: @nicofit | Twitter: @nicofit_tv | Merch: @nicofit.shop', 'Nico Fit'),
    ]);
    expect(bio!.brands).toEqual(['@acmefit']);
    expect(bio!.sponsors).toEqual(['acmefit']);
    expect(description!.brands).toEqual([]);
  });
});

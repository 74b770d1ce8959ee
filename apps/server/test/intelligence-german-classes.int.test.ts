/**
 * The error classes of issue 42 on German descriptions, pinned through `npm run analyze -- posts` (the product's path,
 * with the platform and channel columns). Every text is written for these tests in the style the issue describes; no
 * row of a labelled set is copied.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAnalyze, type PostLine } from '../src/cli/analyze-command.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'analyze-german-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function analyze(rows: readonly { text: string; channel: string }[]): Promise<PostLine[]> {
  const file = join(dir, `posts-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(rows.map((r) => ({ ...r, platform: 'youtube' }))));
  const lines: string[] = [];
  const code = await runAnalyze(
    ['posts', file],
    (line) => lines.push(line),
    () => undefined,
  );
  expect(code).toBe(0);
  return lines.map((line) => JSON.parse(line) as PostLine);
}
const codesOf = (line: PostLine) => line.coupons.map((c) => `${c.code} (${c.brand})`);

describe('codes', () => {
  it('a name after "Code", "CODE :", "mit dem Code", "Nutzt den Code"', async () => {
    const lines = await analyze([
      { text: 'Mein Lieblingsprotein gibt es bei Vitalkorn, mit dem Code Jonas spart ihr 15 % auf eure Bestellung.', channel: 'Jonas Fit' },
      { text: 'Alles für dein Homegym bei Eisenwerk 👉 https://eisenwerk.de CODE : Marlene – 10 % auf alles', channel: 'Marlene Moves' },
      { text: 'Nutzt den Code Ole bei Kochkiste und bekommt 3 Boxen gratis!', channel: 'Ole kocht' },
      { text: 'Nutzt den Code Max für 20 % auf https://kraftriegel.de', channel: 'Max Power' },
    ]);
    expect(lines.map(codesOf)).toEqual([['Jonas (Vitalkorn)'], ['Marlene (Eisenwerk)'], ['Ole (Kochkiste)'], ['Max (Kraftriegel)']]);
    expect(lines.every((l) => l.is_sponsored)).toBe(true);
  });

  it('codes after the brand links of a "Werbung" block, with no word "code"', async () => {
    const lines = await analyze([
      {
        text: '▬ Werbung ▬\nSchlafgut ► https://schlafgut.de MAXI15\nProteinhaus ► https://proteinhaus.de/maxi MAXI20\n\nInstagram: @maxi.morgens',
        channel: 'Maxi am Morgen',
      },
      { text: 'Werbung | Kaffeewerk: https://kaffeewerk.de CLARA10', channel: 'Clara' },
    ]);
    expect(lines.map(codesOf)).toEqual([['MAXI15 (Schlafgut)', 'MAXI20 (Proteinhaus)'], ['CLARA10 (Kaffeewerk)']]);
    expect(lines[0]!.sponsors).toEqual(['Schlafgut', 'Proteinhaus']);
  });

  it('a link block without a disclosure or code heading reads no codes', async () => {
    const [line] = await analyze([
      { text: 'Meine Kamera ► https://kamerawelt.de SONY7\nMein Mikro ► https://tonladen.de RODE2', channel: 'Clara' },
    ]);
    expect(line!.coupons).toEqual([]);
  });

  it('dotted and mixed codes', async () => {
    const lines = await analyze([
      { text: 'Spart 20 % bei Laufwerk mit dem Code JANA.WEISS auf alle Laufschuhe', channel: 'Jana läuft' },
      { text: 'Hol dir 10 % Rabatt mit dem Code anna.berg bei Kochkiste', channel: 'Anna Berg' },
      { text: 'WERBUNG: Holt euch die Kopfhörer von Klangwerk mit dem Code JUNA.K 👉 klangwerk.de', channel: 'Juna' },
    ]);
    expect(lines.map(codesOf)).toEqual([['JANA.WEISS (Laufwerk)'], ['anna.berg (Kochkiste)'], ['JUNA.K (Klangwerk)']]);
  });

  it('text whose line breaks were removed: the disclosure and the code still count, shown as written', async () => {
    const lines = await analyze([
      { text: 'Mein neuer Gaming-Stuhl im CheckWerbung💥Bekomme jetzt mit dem Code Felix 10 % bei Pixelstuhl', channel: 'Felix zockt' },
      { text: 'Spare 10 % bei Gripwerk mit dem Code NICO10Instagram: https://instagram.com/nico', channel: 'Nico klettert' },
      { text: 'Folge mir auf Instagramhttps://instagram.com/felixWerbungPixelstuhl: 10 % mit FELIX10', channel: 'Felix zockt' },
      { text: 'Der Stuhl im LangzeittestWerbung💥Pixelstuhl hat mir den Stuhl für das Video geschickt', channel: 'Felix zockt' },
    ]);
    expect(lines.map(codesOf)).toEqual([['Felix (Pixelstuhl)'], ['NICO10 (Gripwerk)'], ['FELIX10 (Pixelstuhl)'], []]);
    expect(lines[0]!.sponsor_evidence).toContain('Werbung');
    expect(lines[3]!.is_sponsored).toBe(true);
    // A hashtag keeps its spelling: "#unbezahlteWerbung" is no label "Werbung".
    const [tag] = await analyze([{ text: 'Mein Lieblingscafé in Köln #unbezahlteWerbung #kaffee', channel: 'Lea' }]);
    expect(tag!.is_sponsored).toBe(false);
  });
});

describe('sponsorship', () => {
  it('"präsentiert von" a company, "Unser Partner X ►", "PC Partner: <link> | Werbung"', async () => {
    const lines = await analyze([
      {
        text: 'Die große Herbstfolge – präsentiert von Waldhaus Reisen. Alle Infos: https://waldhaus-reisen.de',
        channel: 'Wanderlust Paul',
      },
      { text: 'Unser Partner Funkelturm ► https://funkelturm.de/lea – Smart-Home ohne Stress', channel: 'Lea' },
      { text: 'PC Partner: https://rechenkraft.de/setup | Werbung\nMeine Maus: https://example.com/maus', channel: 'Lea' },
      { text: 'Hardware-Partner: https://rechenkraft.de\nMusik: Epidemic Sound', channel: 'Lea' },
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([true, true, true, true]);
    expect(lines[0]!.sponsors).toEqual(['Waldhaus Reisen']);
    expect(lines[1]!.sponsors).toEqual(['Funkelturm']);
    // A person presenting is a credit, not a sponsor.
    const [person] = await analyze([{ text: 'Die Sendung, präsentiert von Anna Schmidt. Jeden Sonntag neu.', channel: 'Stadtsender' }]);
    expect(person!.is_sponsored).toBe(false);
  });

  it('a betting ad or a shop offer at the top of a description', async () => {
    const lines = await analyze([
      {
        text: '🎰 Sportwetten bei Bet Blitz: 100 € Bonus auf deine erste Einzahlung ► https://betblitz.com/paul 18+ | Glücksspiel kann süchtig machen\n\nHeute schauen wir uns das Derby an.',
        channel: 'Fussball Paul',
      },
      {
        text: 'Hol dir 30 % Rabatt auf Brillen bei Sehwerk: https://sehwerk.de/paul\n\nIn diesem Video teste ich drei Brillen.',
        channel: 'Paul testet',
      },
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([true, true]);
    expect(lines[1]!.sponsors.map((s) => s.toLowerCase())).toEqual(['sehwerk']);
    // News about gambling with the warning but no third party's link is not an ad.
    const [news] = await analyze([
      { text: 'Warum Sportwetten boomen. Glücksspiel kann süchtig machen – Hilfe gibt es bei der BZgA.', channel: 'Wirtschaft erklärt' },
    ]);
    expect(news!.is_sponsored).toBe(false);
  });

  it('co-branded products, "#sponsored" in a brand promotion, gifts next to "unbezahlte Werbung"', async () => {
    const lines = await analyze([
      {
        text: 'Das neue Kaffeewerk x Mokka Monster x Crema Club Bundle ist da! Hier: https://kaffeewerk.de/bundle',
        channel: 'Barista Ben',
      },
      {
        text: 'Mit dem Wasserfilter von Klarquell trinke ich mehr. Jetzt 20 % sparen: https://klarquell.de #sponsored #wasser',
        channel: 'Lea',
      },
      { text: 'Unbezahlte Werbung – das PR-Paket von Hautnah wurde mir kostenlos zugeschickt.', channel: 'Lea' },
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([true, true, true]);
    expect(lines[0]!.sponsor_evidence).toEqual(['Kaffeewerk x Mokka Monster x Crema Club Bundle']);
  });

  it('"unbezahlte Werbung" alone is no sponsorship (the labelling rules: a statement that it is not paid)', async () => {
    const [line] = await analyze([
      { text: 'Unbezahlte Werbung, weil ich den Laden nenne. Die Jacke hab ich selbst gekauft.', channel: 'Lea' },
    ]);
    expect(line!.is_sponsored).toBe(false);
  });

  it('affiliate marks explained as "Werbung" or "Provision", with the shop read from the links', async () => {
    const lines = await analyze([
      { text: 'Meine Kamera*: https://amzn.to/3abcDEF\nMein Mikrofon*: https://amzn.to/3xyzUVW\n* = Werbung', channel: 'Koch mit Kai' },
      {
        text: 'Das Buch gibt es hier (*): https://www.amazon.de/dp/B00TEST?tag=kai-21\n(*) Wenn du darüber kaufst, bekomme ich eine kleine Provision.',
        channel: 'Koch mit Kai',
      },
      {
        text: 'Die Pfanne (*): https://www.awin1.com/cread.php?awinmid=1&awinaffid=2&ued=https%3A%2F%2Fwww.kuechenprofi.de%2Fpfanne\n(*) Werbelink',
        channel: 'Koch mit Kai',
      },
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([true, true, true]);
    expect(lines.map((l) => l.sponsors)).toEqual([['Amazon'], ['Amazon'], ['Kuechenprofi']]);
    expect(lines[0]!.sponsor_evidence).toEqual(['* = Werbung']);
    // Amazon links without a note are a gear list, not a sponsorship.
    const [plain] = await analyze([{ text: 'Meine Kamera: https://amzn.to/3abcDEF', channel: 'Koch mit Kai' }]);
    expect(plain!.is_sponsored).toBe(false);
  });
});

describe('false alarms', () => {
  it("the creator's own brand with a generic partner-programme disclaimer", async () => {
    const [line] = await analyze([
      {
        text: 'Mein eigenes Label Fadenwerk ist online: https://fadenwerk.de\nEinige Links sind Partnerlinks von Partnerprogrammen.',
        channel: 'Fadenwerk Anna',
      },
    ]);
    expect(line!.is_sponsored).toBe(false);
    // The same disclaimer with a third party's shop link stays an affiliate note.
    const [shop] = await analyze([
      {
        text: 'Mein eigenes Label Fadenwerk: https://fadenwerk.de\nMeine Nähmaschine: https://naehprofi.de/m300\nEinige Links sind Partnerlinks.',
        channel: 'Fadenwerk Anna',
      },
    ]);
    expect(shop!.is_sponsored).toBe(true);
  });

  it('a review unit "provided for review" with no supplier named; one the maker supplied still counts', async () => {
    const lines = await analyze([
      { text: 'The review unit was provided for review. Akkulaufzeit, Display und Kamera im Test.', channel: 'Technikbude' },
      {
        text: 'Das Testgerät wurde uns vom Hersteller kostenlos zur Verfügung gestellt. Unsere Meinung bleibt unabhängig.',
        channel: 'Technikbude',
      },
    ]);
    expect(lines.map((l) => l.is_sponsored)).toEqual([false, true]);
  });
});

describe('brands', () => {
  it('generic words and platforms are never brands or sponsors', async () => {
    const lines = await analyze([
      { text: 'Download Code: 10 % mit ABC12 im Shop\nInstagram: @lea\nTikTok ► https://tiktok.com/@lea', channel: 'Lea' },
      { text: 'Merch: https://lea-merch.de\nShop Code LEA10 = 10 % Rabatt', channel: 'Lea' },
    ]);
    for (const line of lines) {
      expect(line.brands.filter((b) => /^(?:download|shop|merch|link|instagram|tiktok|youtube)$/i.test(b))).toEqual([]);
      expect(line.sponsors.filter((b) => /^(?:download|shop|merch|link|instagram|tiktok|youtube)$/i.test(b))).toEqual([]);
      expect(line.coupons.filter((c) => c.brand && /^(?:download|shop|merch)$/i.test(c.brand))).toEqual([]);
    }
  });
});

/**
 * Issue 42, brands: the classes closed against the opened German tuning rows, each pinned with written examples (no row
 * of a labelled set): links marked as advertising name their shops, every partner of a co-branded product is a sponsor,
 * and neither the creator's own brands nor platforms nor link slugs become sponsors.
 */
import { describe, expect, it } from 'vitest';
import { analyzePostText } from '../src/intelligence/text/analyze-post-text.ts';

const analyze = (text: string, channelName = 'Testkanal') => analyzePostText(text, undefined, { channelName, platform: 'youtube' });

describe('German descriptions: links marked as advertising', () => {
  it('names the shop a star explained as "Werbung" marks, by the name its item writes before a shortener', () => {
    const result = analyze(
      'Staffel 2\n➡️ Folge 5 schon vorab auf STREAMO: https://t1p.de/folge5-vorab (*)\nKamera: Jan\n(*) Werbung',
      'Kanal Nord',
    );
    expect(result.isSponsored).toBe(true);
    expect(result.sponsors).toEqual(['STREAMO']);
    expect(result.sponsorEvidence.find((e) => e.brand === 'STREAMO')!.text).toContain('https://t1p.de/folge5-vorab');
  });

  it('names the brand site of a link labelled right after it ("https://… *Werbung")', () => {
    const result = analyze(
      'Stadionvlog!\nDownloadet euch Tormelder: https://tormelder.link/3xYz *WerbungMein Instagram: http://instagram.com/kanalnord',
    );
    expect(result.sponsors).toEqual(['Tormelder']);
  });

  it('names a known brand written in the item of a marked shortener link', () => {
    const result = analyze(
      'Neue Folge\n🪖Skillshare (*) Jetzt zwei Monate testen ➡️ https://bit.ly/kurs-kanal (*)\n(*) Werbung',
      'Kanal Nord',
    );
    expect(result.sponsors).toEqual(['Skillshare']);
  });

  it('reads a letter mark the text explains ("mit (a) gekennzeichneten Links stellen Werbung dar")', () => {
    const text =
      'Mein neues Motorrad!\n►Handschuhe/Dekor (a) https://www.lederwerk.de/de/kanalnord\n►https://www.reifenprofi.com (a)\n►Mein Helm: https://www.helmhaus.de\nSämtliche mit (a) gekennzeichneten Links stellen Werbung dar.';
    const result = analyze(text, 'Kanal Nord');
    expect(result.sponsors).toEqual(expect.arrayContaining(['Lederwerk', 'Reifenprofi']));
    // An unmarked link is not an ad, however close it stands.
    expect(result.sponsors).not.toContain('Helmhaus');
  });

  it('reads a star explained as "Sternchen gekennzeichnete Links sind Affiliate-Links", also before the colon', () => {
    const text =
      'Pizza vom Blech\nPizzablech Pro*: https://www.backstahlwerk.de/shop/pro/?wpam_id=3\nMit (*) Sternchen gekennzeichnete Links sind Affiliate-Links.';
    expect(analyze(text, 'Backstube').sponsors).toEqual(['Backstahlwerk']);
  });

  it('names nothing from stars when the text never explains them', () => {
    expect(analyze('Rezept*: https://www.backstahlwerk.de/rezept *lecker', 'Backstube').sponsors).toEqual([]);
  });
});

describe('German descriptions: marked links that are no sponsors', () => {
  it("leaves out the creator's own label, merch or shop marked as advertising", () => {
    const text =
      'Vlog\n► Meine Marke Sturmfrei: https://www.sturmfrei-wear.de/ *\n► Mein Merch: https://www.wolkenshirts.de *\n* = Werbung';
    expect(analyze(text, 'Kanal Nord').sponsors).toEqual([]);
  });

  it('leaves out a shop behind an item labelled only by a generic word ("Merch:")', () => {
    expect(analyze('Vlog\nMerch: https://www.shirtfabrik.de/kanalnord *\n* = Werbung', 'Kanal Nord').sponsors).toEqual([]);
  });

  it("leaves out a brand listed with the creator's own marked social profile", () => {
    const text =
      'Match Highlights\n✘MODEMARKE:INSTAGRAM ► https://www.instagram.com/nordwindberlin/ *SHOP ► https://www.nordwindclo.com/ *\nAlle mit * gekennzeichneten Links stellen Werbung dar.';
    expect(analyze(text, 'Kanal Nord').sponsors).toEqual([]);
  });

  it('never names a platform or a shortener host', () => {
    const text = 'Folge 3\nMein Podcast: https://spoti.fi/3abcDEF *\nTrailer: https://t1p.de/xyz *\n* = Werbung';
    const result = analyze(text, 'Kanal Nord');
    expect(result.sponsors).not.toContain('Spoti');
    expect(result.sponsors).not.toContain('T1p');
  });

  it("reads no brand from an Amazon short link's slug, also with the next heading glued on", () => {
    const text =
      'Kuchen\nMein Backbuch*: https://amzn.to/3sq9Mmo________RABATTCODES:Pfannen von Hoffwerk* - 10% Rabatt mit dem Code: BACK10 https://hoffwerk.de/?ref=backstube\n* Die Links sind Affiliate-Links, ich erhalte eine Provision.';
    const result = analyze(text, 'Backstube');
    expect(result.sponsors.map((s) => s.toLowerCase())).not.toEqual(expect.arrayContaining(['rabattcodes']));
    expect(result.sponsors.map((s) => s.toLowerCase())).not.toEqual(expect.arrayContaining(['3sq9mmo']));
  });
});

describe('German descriptions: co-branded products', () => {
  it('names every partner of an "A x B x C Bundles" product, not the creator', () => {
    const result = analyze(
      'Die neuen MOTORWERK x HALLE12 x CHROMTEILE Bundles findet ihr hier: https://chromteile.de/halle12',
      'Halle12 Köln',
    );
    expect(result.isSponsored).toBe(true);
    expect(result.sponsors).toEqual(['MOTORWERK', 'CHROMTEILE']);
  });

  it('reads the singular and other plural product words too', () => {
    expect(analyze('Die Kaffeewerk x Mokka Monster Box ist da!', 'Mokka Monster').sponsors).toEqual(['Kaffeewerk']);
    expect(analyze('Unsere Kaffeewerk x Crema Club Editionen sind da!', 'Crema Club').sponsors).toEqual(['Kaffeewerk']);
  });
});

import { describe, expect, it } from 'vitest';
import { analyzePostText } from '../src/intelligence/text/analyze-post-text.ts';
import { createBrandDictionary } from '../src/intelligence/text/brands.ts';
import { findDisclosureMarkers } from '../src/intelligence/text/disclosure.ts';
import { detectGiveaway, findGiveawayMarkers } from '../src/intelligence/text/giveaway.ts';
import { classifyLink, findCommercialLinks } from '../src/intelligence/text/links.ts';

describe('disclosure markers', () => {
  it.each([
    ['Neues Rezept! #werbung #food', '#werbung'],
    ['#Anzeige | Mein Lieblingsshampoo', '#Anzeige'],
    ['Anzeige | Mein Lieblingsshampoo', 'Anzeige'],
    ['[Werbung] Heute zeige ich euch', 'Werbung'],
    ['Werbung, da Markennennung', 'Werbung'],
    ['Dieses Video enthält Werbung für Prozis', 'enthält Werbung'],
    ['*unbezahlte Werbung* selbst gekauft', 'unbezahlte Werbung'],
    ['bezahlte Partnerschaft mit adidas', 'bezahlte Partnerschaft'],
    ['In Kooperation mit @lidl gekocht', 'In Kooperation mit'],
    ['Paid partnership with Nike', 'Paid partnership with'],
    ['This video is sponsored by NordVPN', 'sponsored by'],
    ['Love this serum #ad', '#ad'],
    ['So happy #sponsored', '#sponsored'],
    ['Fijne dag! #samenwerking met @airupnl', '#samenwerking'],
    ['In samenwerking met @mcdonaldsnl', 'In samenwerking met'],
    ['Always fueled by @celsiusofficial #celsiusbrandpartner', '#celsiusbrandpartner'],
    ['Danke an World of Tanks für das Sponsoring!', 'Danke an World of Tanks für das Sponsoring'],
    ['Stage Front VIP is the proud sponsor of Fight Hub TV', 'is the proud sponsor of'],
    ['We are now partnered with GAMERSUPPS! Use code Marley', 'We are now partnered with'],
    ['*Werbung (für alle, die es nicht mitbekommen haben)', 'Werbung'],
  ])('finds the marker in %j', (text, marker) => {
    expect(findDisclosureMarkers(text)).toContain(marker);
  });

  it.each([
    'Keine Werbung, alles selbst gekauft!',
    'ohne Werbung und ohne Kooperation',
    'This is not sponsored, I just love it',
    'Not an ad, just a recommendation',
    'Off to the mountains #adventure #adidas #adorable',
    'Die Anzeige des Displays ist hell',
    'Meine Bewerbung war erfolgreich',
    'Werbung nervt mich auf YouTube total',
    '#notsponsored just my favourite shoes',
    'Adidas is the official sponsor of the World Cup',
    'Danke an meine Oma für die Unterstützung',
  ])('finds nothing in %j', (text) => {
    expect(findDisclosureMarkers(text)).toEqual([]);
  });

  it('reads disclosures glued to the line before, keeping hashtags as written otherwise', () => {
    expect(findDisclosureMarkers('I cannot believe who they pickedThanks Top Troops for sponsoring this video.')).toEqual([
      'Thanks Top Troops for sponsoring',
    ]);
    expect(findDisclosureMarkers('Tolles Wetter #unbezahlteWerbung')).toEqual(['#unbezahlteWerbung']);
  });
});

describe('giveaway markers', () => {
  it.each([
    ['GEWINNSPIEL 🎉 Wir verlosen 3 Pakete', 'GEWINNSPIEL'],
    ['Zu gewinnen gibt es ein iPhone', 'Zu gewinnen'],
    ['Markiere einen Freund, mit dem du das teilen willst', 'Markiere einen Freund'],
    ['Teilnahmebedingungen in der Bio', 'Teilnahmebedingungen'],
    ['Ich verlose 2 Tickets', 'Ich verlose'],
    ['GIVEAWAY time! Tag a friend to enter', 'GIVEAWAY'],
    ['Tag a friend who needs this', 'Tag a friend'],
    ['For a chance to win, follow @brand', 'chance to win'],
    ['Win 1 van de 20 kaarten!', 'Win 1 van de'],
    ['#giveaway #free', '#giveaway'],
  ])('finds the marker in %j', (text, marker) => {
    expect(findGiveawayMarkers(text)).toContain(marker);
  });

  it.each(['We win the match tonight!', 'Wer gewinnt heute das Spiel?', 'Gewinner der Herzen', 'Tag 3 in Berlin'])(
    'finds nothing in %j',
    (text) => {
      expect(findGiveawayMarkers(text)).toEqual([]);
    },
  );

  it('needs one strong marker or two weak ones: "tag a friend" alone is engagement bait', () => {
    expect(detectGiveaway('Tag 1 person, this one can help!')).toEqual({ isGiveaway: false, markers: ['Tag 1 person'] });
    expect(detectGiveaway('Download the app to win BIG prizes! Tag a friend').isGiveaway).toBe(true);
    expect(detectGiveaway('Markiere einen Freund und mit etwas Glück gehört das Paket euch').isGiveaway).toBe(true);
    expect(detectGiveaway('Gewinnspiel! Markiere einen Freund')).toEqual({
      isGiveaway: true,
      markers: ['Gewinnspiel', 'Markiere einen Freund'],
    });
  });

  it.each([
    ['Unter allen Kommentaren wird ein Paket verlost', 'verlost'],
    ['Mit etwas Glück kannst du eine Konsole gewinnen', 'kannst du eine Konsole gewinnen'],
    ["I'm giving away 3 signed jerseys", "I'm giving away"],
    ['NO PURCHASE NECESSARY. Void where prohibited', 'NO PURCHASE NECESSARY'],
    ['Like this post and comment below to win', 'Like this post and comment below to win'],
    ['FOR 5 Extra entries check out my page', 'Extra entries'],
    ['We verloten 2 tickets onder de volgers', 'We verloten'],
    ['speel de game en maak kans!', 'maak kans'],
  ])('finds the giveaway in %j', (text, marker) => {
    expect(detectGiveaway(text)).toEqual({ isGiveaway: true, markers: expect.arrayContaining([marker]) });
  });

  it('reads words that lost their line break and were glued to the line before', () => {
    expect(detectGiveaway('Merch: https://store.example/choppastoreEnter To Win Merch: https://example.com/merch')).toMatchObject({
      isGiveaway: true,
      markers: ['Enter To Win'],
    });
    expect(detectGiveaway('Shop: https://example.com/sale-v2GIVEAWAY: https://example.com/')).toMatchObject({
      isGiveaway: true,
      markers: ['GIVEAWAY'],
    });
  });

  it.each([
    "Don't give the ending away!",
    'Giving away the secret of the trick',
    'Win a match and you are through',
    'Jetzt mitmachen beim Stadtlauf',
  ])('does not call %j a giveaway', (text) => {
    expect(detectGiveaway(text).isGiveaway).toBe(false);
  });

  it('reports no giveaway markers on a post that is not a giveaway', () => {
    expect(analyzePostText('Tag a friend who needs this coffee')).toMatchObject({ isGiveaway: false, giveawayMarkers: [] });
  });
});

describe('commercial links', () => {
  it.each([
    ['https://amzn.to/3xYz', 'affiliate'],
    ['https://www.amazon.de/dp/B0123?tag=creator-21', 'affiliate'],
    ['https://rstyle.me/n/abc', 'affiliate'],
    ['https://shop.example.com/?ref=nico', 'referral'],
    ['https://brand.example.com/p?utm_source=instagram&utm_campaign=x', 'tracking'],
    ['https://bit.ly/3abc', 'shortener'],
  ])('classifies %s as %s', (url, kind) => {
    expect(classifyLink(url)).toBe(kind);
  });

  it('leaves plain and social links out', () => {
    expect(classifyLink('https://www.instagram.com/creator')).toBeNull();
    expect(classifyLink('https://www.reddit.com/r/gaming')).toBeNull();
    expect(findCommercialLinks('Mein Shop: https://creator.de und https://amzn.to/3xYz')).toEqual([
      { url: 'https://amzn.to/3xYz', kind: 'affiliate' },
    ]);
  });
});

describe('brand mentions', () => {
  const dictionary = createBrandDictionary([{ name: 'Air Up', aliases: ['airup'] }, { name: 'Prozis' }, { name: 'Honey' }]);

  it('matches dictionary names and maps handles that spell a brand', () => {
    expect(analyzePostText('Neu von Prozis! Danke @airupnl und @lisa.fotografie', dictionary).brands).toEqual([
      'Prozis',
      'Air Up',
      '@lisa.fotografie',
    ]);
  });

  it('matches common-word brand names only with their capitalisation and never inside e-mail addresses', () => {
    expect(analyzePostText('honey on toast, mail me at hi@creator.de', dictionary).brands).toEqual([]);
    expect(analyzePostText('Save with Honey', dictionary).brands).toEqual(['Honey']);
  });
});

describe('coupons', () => {
  it('extracts German codes with discount and brand', () => {
    const { coupons } = analyzePostText('Spare jetzt 10% mit dem Code NICO bei Prozis https://prozis.com/2ZL8');
    expect(coupons).toEqual([{ code: 'NICO', discount: '10 %', discountPercent: 10, url: 'https://prozis.com/2ZL8', brand: 'Prozis' }]);
  });

  it.each([
    ['Mit dem Code LISA20 bekommt ihr 20 % Rabatt', 'LISA20', 20],
    ['Rabattcode: SOMMER15 für 15% auf alles', 'SOMMER15', 15],
    ['Use code MOLLY for 10% off your first purchase', 'MOLLY', 10],
    ['Gutscheincode: HALLO10 spart 10 % bei Nike', 'HALLO10', 10],
  ])('extracts the code from %j', (text, code, percent) => {
    expect(analyzePostText(text).coupons[0]).toMatchObject({ code, discountPercent: percent });
  });

  it('ignores referral codes, codes inside links and code words without an offer', () => {
    expect(analyzePostText('Invite code ABC123 for the beta').coupons).toEqual([]);
    expect(analyzePostText('https://shop.example.com/code/SAVE10').coupons).toEqual([]);
    expect(analyzePostText('Source code on GitHub').coupons).toEqual([]);
  });
});

describe('analyzePostText', () => {
  it('counts a brand with a code as sponsored (a creator code is a paid relationship), flagged as undisclosed', () => {
    for (const platform of ['youtube', 'instagram']) {
      const result = analyzePostText('Mit dem Code LISA20 gibt es 20 % Rabatt bei @fitmart_de', undefined, { platform });
      expect(result).toMatchObject({ isSponsored: true, disclosureMarkers: [], isUndisclosedAd: true, sponsors: ['fitmart_de'] });
      expect(result.sponsorEvidence).toEqual([{ kind: 'brand-code', text: 'LISA20 (fitmart_de)', brand: 'fitmart_de' }]);
    }
  });

  it('does not flag the same post once it is disclosed', () => {
    const result = analyzePostText('Anzeige | Mit dem Code LISA20 gibt es 20 % Rabatt bei @fitmart_de');
    expect(result).toMatchObject({ isSponsored: true, disclosureMarkers: ['Anzeige'], isUndisclosedAd: false });
  });

  it('flags a brand with an affiliate link and no disclosure', () => {
    expect(analyzePostText('Meine Kamera von Sony: https://amzn.to/3xYz @sony').isUndisclosedAd).toBe(true);
  });

  it('reports an ordinary post as nothing special', () => {
    expect(analyzePostText('Sonntag am See mit @anna 🌞')).toEqual({
      isSponsored: false,
      sponsorEvidence: [],
      sponsors: [],
      disclosureMarkers: [],
      isGiveaway: false,
      giveawayMarkers: [],
      coupons: [],
      brands: ['@anna'],
      links: [],
      isUndisclosedAd: false,
      promotionProbability: expect.any(Number),
      isPromotional: false,
    });
  });
});

describe('disclosure markers in descriptions (affiliate disclaimers, sponsor credits)', () => {
  it.each([
    ['Links, an denen ein ✗ steht, sind sogenannte Affiliate-Links.', 'Affiliate-Links'],
    ['Kommt ein Einkauf zustande, werde ich mit einer Provision beteiligt.', 'mit einer Provision beteiligt'],
    ['*Das hier sind Reflinks! Bedeutet ich bekomme eine kleine Provision', 'Reflinks'],
    ['Amazon links are affiliate, thank you for supporting me!!', 'links are affiliate'],
    ['Some of the above links are affiliate links, meaning I earn a small percentage', 'affiliate links'],
    ['Thanks Function of Beauty for sponsoring this video!', 'Thanks Function of Beauty for sponsoring'],
    ['Thanks to our sponsors: Canyon Bikes', 'our sponsors'],
    ['PAID SPONSOR: GRIM HOLLOW', 'PAID SPONSOR'],
    ['Meine Sponsoren: Scuf', 'Meine Sponsoren'],
    ['Dieses Product Placement hat keinen Einfluss', 'Product Placement'],
  ])('finds the marker in %j', (text, marker) => {
    expect(findDisclosureMarkers(text)).toContain(marker);
  });

  it.each([
    'We would love you to consider sponsoring a child with Compassion.',
    'Sponsor this channel: https://www.youtube.com/chloeting/join',
    'Keine Affiliate-Links, alles selbst gekauft.',
    'Commissioner: Theresa Adebiyi for Partisan Records',
    'Art PA: Oscar Araujo 2nd AD: Eric Topp',
    'Werbung vs Realität: Kranke Beauty Neuheiten',
  ])('finds nothing in %j', (text) => {
    expect(findDisclosureMarkers(text)).toEqual([]);
  });
});

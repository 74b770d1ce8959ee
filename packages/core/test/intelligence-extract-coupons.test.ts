import { describe, expect, it } from 'vitest';
import { extractCoupons } from '../src/intelligence/text/extract-coupons.ts';
import { findUrls, trimGluedUrl } from '../src/intelligence/text/text-urls.ts';

/** Snippets are real descriptions from seed-data/youtube-trending-de (line breaks were already lost upstream). */
describe('extractCoupons: German descriptions', () => {
  it('reads "mit dem Code X" with the percentage and the brand after "bei"', () => {
    const [coupon, ...rest] = extractCoupons(
      'Ich TAUSCHE 1 Tag die ERNÄHRUNG mit meiner FREUNDIN►► Spare jetzt 10% mit dem Code NICO auf deine gesamte Bestellung bei Prozis (Europas Marktführer bei Sportnahrung): https://prozis.com/2ZL8Folgt mir hier:►https://www.instagram.com/nicolifestyle/',
      { channelName: 'Nico Lifestyle' },
    );
    expect(rest).toHaveLength(0);
    expect(coupon).toMatchObject({
      code: 'NICO',
      discount: '10 %',
      discountPercent: 10,
      brand: 'Prozis',
      brandWebsite: 'https://prozis.com',
      url: 'https://prozis.com/2ZL8',
    });
  });

  it('reads "X% Rabatt bei BRAND mit CODE" without the word Code', () => {
    const coupons = extractCoupons(
      '1.500km mit dem FAHRRAD | Fritz Meinecke►10% Rabatt bei YFood mit 10FRITZ https://bit.ly/Fritz_YFood► @Fritz Meinecke - Live',
    );
    expect(coupons).toEqual([
      expect.objectContaining({ code: '10FRITZ', discountPercent: 10, brand: 'YFood', url: 'https://bit.ly/Fritz_YFood' }),
    ]);
  });

  it('parses "bis einschließlich Sonntag (16.08.20)" as the end date', () => {
    const [coupon] = extractCoupons(
      'Mit dem Code REPONE25 gibt es bei Fitmart bis einschließlich Sonntag (16.08.20) stabile 25% Rabatt auf fast ALLES von ESN. Mit einem Einkauf über den Code kannst du unsere Arbeit unterstützen',
    );
    expect(coupon).toMatchObject({ code: 'REPONE25', brand: 'Fitmart', discountPercent: 25 });
    expect(coupon?.validUntil?.toISOString().slice(0, 10)).toBe('2020-08-16');
  });

  it('reads Rabattcode, Gutschein: and quoted codes', () => {
    expect(
      extractCoupons('Werbung:ZecPlus https://www.zecplus.de10%-RabattCode: „rap10“Alle Links mit einem * sind Affiliate-Links')[0],
    ).toMatchObject({ code: 'rap10', discountPercent: 10, brand: 'ZecPlus' });
    expect(
      extractCoupons('►Landleben Clothing 5€ RABATTGUTSCHEIN: E514 Besucht Dein Landleben: https://bit.ly/2K9RzQ2▬▬▬')[0],
    ).toMatchObject({ code: 'E514', discount: '5 EUR', discountPercent: null, brand: 'Landleben Clothing' });
  });

  it('cuts text glued onto a code and looks for the brand on the line before', () => {
    const [coupon] = extractCoupons(
      'Zu Runtime → https://runtime.idevaffiliate.com/idevaffiliate.php?id=2063 (*)🥰 Rabattcode (10%) → SURVIVALMATTINMax auf Instagram: https://www.instagram.com/max_blume/SURVIVAL Mattin MERCH: https://www.merchme.shop/survival-mattin',
    );
    expect(coupon).toMatchObject({ code: 'SURVIVALMATTIN', discountPercent: 10, brand: 'Runtime', brandWebsite: null });
  });

  it('accepts a lowercase code that is the channel name, with the offer in the sentence before', () => {
    const [coupon] = extractCoupons(
      'Beste Preis-Leistung 2020!!✅ 70% auf NordVPN + Gratismonat: https://nordvpn.org/hardwaredealz ✅ Oder mit dem Code hardwaredealz✅ NordVPN auf Youtube: https://www.youtube.com/nordvpn',
      { channelName: 'HardwareDealz' },
    );
    expect(coupon).toMatchObject({ code: 'hardwaredealz', discountPercent: 70, brand: 'NordVPN' });
    // A lowercase word after "Code" is a code only next to a brand (or quoted): alone it is an ordinary word.
    expect(extractCoupons('Oder mit dem Code hardwaredealz und 70% Rabatt', { channelName: 'Someone Else' })).toEqual([]);
    expect(extractCoupons('Oder mit dem Code hardwaredealz und 70% Rabatt bei NordVPN', { channelName: 'Someone Else' })).toEqual([
      expect.objectContaining({ code: 'hardwaredealz', brand: 'NordVPN' }),
    ]);
  });

  it('prefers the known sponsor over the domain of its short link', () => {
    const [coupon] = extractCoupons(
      'World of Tanks kostenlos spielen: https://tanks.ly/3gjo64YBenutze den Code TANKTASTIC und erhalte einen PREMIUM Panzer (T-127), 7 Tage Premium-Zugang.*Der Code funktioniert nur für neue Spieler.',
    );
    expect(coupon).toMatchObject({ code: 'TANKTASTIC', brand: 'World of Tanks', discount: null, url: 'https://tanks.ly/3gjo64Y' });
  });
});

describe('extractCoupons: English descriptions', () => {
  it('reads "use code X to get N% off" with the brand from the link', () => {
    expect(
      extractCoupons(
        'for a super Limited Time! Go to https://NordVPN.com/casey or use code CASEY to get 70% off a 3 year plan plus 1 additional month free.',
      )[0],
    ).toMatchObject({ code: 'CASEY', discountPercent: 70, brand: 'NordVPN', brandWebsite: 'https://nordvpn.com' });
    expect(
      extractCoupons(
        'Use code EMMYMADE80 to get $80 off with purchase, including free shipping on your first box https://bit.ly/2YxfNf4 Go to HelloFresh.com for more details. #ad #sponsored',
      )[0],
    ).toMatchObject({ code: 'EMMYMADE80', discount: '80 USD', discountPercent: null, brand: 'HelloFresh', url: 'https://HelloFresh.com' });
  });

  it('takes the brand from the word before "Code" and from "with X"', () => {
    expect(extractCoupons('Postmates Code: W7WCI (get $10 in delivery credit!)')[0]).toMatchObject({
      code: 'W7WCI',
      discount: '10 USD',
      brand: 'Postmates',
    });
    expect(
      extractCoupons(
        'Use Code YESTHEORY3 to Get $3 off Your eSIM with Airalo and download here: https://go.airalo.com/YesTheoryThank you for watching',
      )[0],
    ).toMatchObject({ code: 'YESTHEORY3', discount: '3 USD', brand: 'Airalo', url: 'https://go.airalo.com/YesTheory' });
  });

  it('keeps two codes of one description apart, each with its own brand', () => {
    const coupons = extractCoupons(
      '⚡️ PrizePicks: Sign up with code MIGHTY for a 100% deposit match up to $100! https://prizepicks.onelink.me/ivHR/MIGHTY⚡️ GFuel: https://gfuel.com/ Promo Code: MIGHTY to save 20% at checkout★ Merch: https://streamlabs.com/135mightymouse/merch',
      { channelName: 'Mighty' },
    );
    expect(coupons.map((c) => [c.code, c.brand, c.discount, c.discountPercent])).toEqual([
      ['MIGHTY', 'PrizePicks', '100 % deposit match', null],
      ['MIGHTY', 'G Fuel', '20 %', 20],
    ]);
  });

  it('reads "CODE = N% OFF" after a known sponsor', () => {
    expect(extractCoupons("MyProtein - https://bit.ly/2Q1gUiG - ''VIDDAL = 37% OFF. ALL my socials below!")[0]).toMatchObject({
      code: 'VIDDAL',
      discountPercent: 37,
      brand: 'Myprotein',
      url: 'https://bit.ly/2Q1gUiG',
    });
  });

  it('reads "available until May 1st, 2024"', () => {
    const [coupon] = extractCoupons(
      'Discover the new TEXTRA finish using my link https://www.displate.com/karljobst. Use my code KARL at checkout: 1-2 22% OFF; 3+ are 33% OFF available until May 1st, 2024 (excl. Limited Editions)',
    );
    expect(coupon).toMatchObject({ code: 'KARL', discountPercent: 22, brand: 'Displate' });
    expect(coupon?.validUntil?.toISOString().slice(0, 10)).toBe('2024-05-01');
  });
});

describe('extractCoupons: codes named by kind', () => {
  it('reads a kortingscode or promo code with no benefit stated, taking the brand from its own sentence', () => {
    expect(extractCoupons('Zoek je nog een skibril? Ik zet jullie goed met een Animø kortingscode: Kalvijn10')).toEqual([
      expect.objectContaining({ code: 'Kalvijn10', brand: 'Animø', discount: null }),
    ]);
    expect(
      extractCoupons('♦ My Quantum Bars: https://quantumsquares.com/ Promo Code: MIGHTYGAMING10♦ VegasIV: https://www.vegasiv.com/'),
    ).toEqual([expect.objectContaining({ code: 'MIGHTYGAMING10', brand: 'Quantumsquares', url: 'https://quantumsquares.com/' })]);
  });

  it('ends the terms where a hashtag is glued onto the code (a lost line break)', () => {
    expect(extractCoupons('♦ My Cold Therapy: https://icebarrel.com/ Promo Code: MIGHTY#ufc #boxing')).toEqual([
      expect.objectContaining({ code: 'MIGHTY', brand: 'Icebarrel', terms: 'My Cold Therapy: https://icebarrel.com/ Promo Code: MIGHTY' }),
    ]);
  });

  it('still needs a benefit for a bare "code"', () => {
    expect(extractCoupons('Use my code MAXI42 in the shop: https://shop.example.com/')).toEqual([]);
  });
});

describe('extractCoupons: what it must not read', () => {
  it('ignores invite, creator, QR and referral codes', () => {
    expect(extractCoupons('Try Out HOTMIC Now! Use invite code MARK363. Get it at https://hotmic.io')).toEqual([]);
    expect(extractCoupons('Brawl Stars Creator Code ► https://bit.ly/2nQd1Cd Join & become a channel member')).toEqual([]);
    expect(extractCoupons('Download Top Troops or scan the QR code to get a FREE special Starter Pack')).toEqual([]);
    expect(extractCoupons('Tesla Referral Code:Get 1,000 free supercharging miles')).toEqual([]);
  });

  it('ignores codes inside links, and named discount codes with no brand near them', () => {
    expect(
      extractCoupons('FREE EGG PIN: https://link.brawlstars.com/?action=voucher&code=cc017c48-b904-448d-9fe1-dd494e28bfd2 #brawlstars'),
    ).toEqual([]);
    expect(
      extractCoupons('https://amazon.de/gp/product/B01CD5VC92/ref=as_li_tl?ie=UTF8&linkCode=as2&creativeASIN=B01CD5VC92 Knöpfe'),
    ).toEqual([]);
    expect(
      extractCoupons('Promo Code: MIGHTYGAMING10♦ VegasIV: https://www.vegasiv.com/♦ Discord: https://discord.gg/mightysquad'),
    ).toEqual([]);
  });

  it('ignores ordinary words after "Code"', () => {
    expect(extractCoupons('Der Code funktioniert nur für neue Spieler. Also schnell zuschlagen! 10% Rabatt')).toEqual([]);
    expect(extractCoupons('Folge für GUTSCHEIN-CODES & Updates itsCult auf INSTAGRAM: @itsCult')).toEqual([]);
    expect(extractCoupons('Auf den Plattformen werde ich regelmäßig Updates zu den Rabatt-Codes posten! 20% off')).toEqual([]);
    expect(extractCoupons('the source code of the game is free to read')).toEqual([]);
  });

  it('returns nothing for empty input', () => {
    expect(extractCoupons(null)).toEqual([]);
    expect(extractCoupons('')).toEqual([]);
  });
});

describe('links in run-together descriptions', () => {
  it('drops the glued next line from a link', () => {
    expect(trimGluedUrl('https://prozis.com/2ZL8Folgt')).toBe('https://prozis.com/2ZL8');
    expect(trimGluedUrl('http://morphebrushes.comLILLY')).toBe('http://morphebrushes.com');
    expect(trimGluedUrl('http://www.kiawahresort.comhttps')).toBe('http://www.kiawahresort.com');
    expect(trimGluedUrl('https://incogni.com/jontron---Follow')).toBe('https://incogni.com/jontron');
    expect(trimGluedUrl('https://bit.ly/Fritz_YFood')).toBe('https://bit.ly/Fritz_YFood');
  });

  it('finds scheme links, www links and bare domains but not e-mail addresses', () => {
    const urls = findUrls('Go to Squarespace.com/mollyburke or www.example.de, mail business@spinandco.com https://a.io/x.');
    expect(urls.map((u) => [u.url, u.host])).toEqual([
      ['https://Squarespace.com/mollyburke', 'squarespace.com'],
      ['https://www.example.de', 'www.example.de'],
      ['https://a.io/x', 'a.io'],
    ]);
  });
});

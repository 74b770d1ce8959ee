import { describe, expect, it } from 'vitest';
import { classifyChannelType, type ChannelTypeInput } from '../src/intelligence/channel-types/index.ts';

const channel = (fields: Partial<ChannelTypeInput>): ChannelTypeInput => ({
  name: 'Someone',
  handle: 'someone',
  bio: null,
  categories: [],
  ...fields,
});
const typeOf = (fields: Partial<ChannelTypeInput>) => classifyChannelType(channel(fields)).type;

describe('classifyChannelType', () => {
  it('defaults to creator, also for personal bios in German and English', () => {
    expect(typeOf({})).toBe('creator');
    expect(typeOf({ name: 'Lena Meyer', handle: 'lena.meyer', bio: 'Ich bin Sängerin aus Hannover. Management: booking@…' })).toBe(
      'creator',
    );
    expect(
      typeOf({ name: 'Gaming Tom', handle: 'gamingtom', bio: "Hi, I'm Tom, streamer and content creator. Business inquiries below" }),
    ).toBe('creator');
  });

  it('brand: company forms, shops, shipping and customer service (de/en)', () => {
    expect(typeOf({ name: 'Nordsee Kaffee GmbH', handle: 'nordseekaffee', bio: 'Röstkaffee seit 1952' })).toBe('brand');
    expect(typeOf({ name: 'Fjord Outdoor', handle: 'fjordoutdoor_de', bio: 'Kostenloser Versand ab 50 €. Kundenservice: Mo–Fr' })).toBe(
      'brand',
    );
    expect(typeOf({ name: 'Glow Cosmetics', handle: 'glowcosmetics', bio: 'Official account. Shop now – free shipping worldwide' })).toBe(
      'brand',
    );
    expect(typeOf({ name: 'Acme Inc.', handle: 'acme', bio: null })).toBe('brand');
  });

  it('media: news, Magazin, Verlag, broadcasters', () => {
    expect(typeOf({ name: 'Tagesblick Nachrichten', handle: 'tagesblick', bio: 'Aktuelle Meldungen aus Deutschland und der Welt' })).toBe(
      'media',
    );
    expect(
      typeOf({ name: 'Stil Magazin', handle: 'stilmagazin', bio: 'Das Magazin für Mode und Kultur. Ein Angebot des Verlags Müller' }),
    ).toBe('media');
    expect(typeOf({ name: 'Daily Report', handle: 'dailyreport', bio: 'Breaking news and coverage from our newsroom' })).toBe('media');
    expect(typeOf({ name: 'Channel 9', handle: 'channel9', bio: null, categories: ['news', 'politics'] })).toBe('media');
  });

  it('community: fan pages, unofficial accounts, repost and meme pages', () => {
    expect(typeOf({ name: 'Taylor Updates', handle: 'taylor.fanpage', bio: 'Fan page, not affiliated with Taylor' })).toBe('community');
    expect(typeOf({ name: 'BVB Fans', handle: 'bvbfans', bio: 'Inoffizielle Fanseite – alle Rechte liegen bei den Urhebern' })).toBe(
      'community',
    );
    // "official fan club" is still a fan page: community wins over the brand hint of "official".
    expect(typeOf({ name: 'Official Fanclub Sara', handle: 'sarafanclub', bio: 'Der offizielle Fanclub' })).toBe('community');
    expect(typeOf({ name: 'Meme Daily', handle: 'memedaily', bio: 'Best of memes. DM for credit' })).toBe('community');
  });

  it('does not match cues inside other words, and content counts at half weight', () => {
    // "Shopping" would be a brand cue only as "shop"; "newsletter" is not "news"; "bag" is not the company form "AG".
    expect(typeOf({ name: 'Anna', handle: 'anna', bio: 'Shopping queen, newsletter writer, my bag collection' })).toBe('creator');
    const withContent = classifyChannelType(
      channel({ name: 'Regio Kurier', handle: 'regiokurier', contentTexts: ['Breaking: news from the city', 'Die Redaktion berichtet'] }),
    );
    expect(withContent.type).toBe('media');
    expect(withContent.cues.every((c) => c.where === 'content')).toBe(true);
  });

  it('keeps official artist accounts and product reviewers as creators', () => {
    expect(typeOf({ name: 'Queen Official', handle: 'queenofficial', categories: ['music'] })).toBe('creator');
    expect(
      typeOf({
        name: 'Tech Tim',
        handle: 'techtim',
        contentTexts: ['Our new collection of products from the shop', 'Shop now: best phones'],
      }),
    ).toBe('creator');
  });

  it('explains itself with the matched cues', () => {
    const result = classifyChannelType(channel({ name: 'Nordsee Kaffee GmbH', bio: 'Shop: kostenloser Versand' }));
    expect(result.cues.map((c) => c.label)).toEqual(expect.arrayContaining(['company form', 'shop', 'shipping']));
    expect(result.scores.brand).toBeGreaterThan(result.scores.creator);
  });
});

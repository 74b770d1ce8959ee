import { describe, expect, it } from 'vitest';
import { guessLanguage } from '../src/seed/language.ts';
import { cityName, inbeatEngagementRate } from '../src/seed/sources/inbeat-dach.ts';
import {
  cantonCode,
  categoryIds,
  cleanHandle,
  dayFromDotted,
  descriptionText,
  swissLanguage,
  topicTags,
} from '../src/seed/sources/youtube-swiss.ts';
import { stripEmails } from '../src/seed/text.ts';

describe('guessLanguage on short German texts', () => {
  it.each([
    'Bei mir seht ihr: Memes, Bike und Gamingcontent. Mein eigener DC Server',
    'Yoga • Reisen • Trainings • Retreats Lebe deinen Traum! | Bali & Portugal',
    'Ich habe 55kg abgenommen Hier findest du alles zum Thema Sport, Rezepte & Mindset',
    'was ich liebe: draußen sein, blödeln mit Freunden',
    'Makeup Artistin 💄 Täglich neue Looks',
    '𝐌𝐞𝐢𝐧 𝐋𝐞𝐛𝐞𝐧 𝐮𝐧𝐝 𝐦𝐞𝐢𝐧𝐞 𝐑𝐞𝐳𝐞𝐩𝐭𝐞',
    '4000€ F1 Turnier von Broski mit Eli gewinnen | !ere !bestellung',
  ])('calls %j German', (text) => {
    expect(guessLanguage([text])).toBe('de');
  });

  it.each([
    // English with a German word or place name in it.
    'Based in München, love for coffee and travel',
    'MOM. WIFE. DOG OWNER. INTERIOR LOVER. you are my always und forever.',
    '📍 currently: Berlin 🌱vegan foodie student Impressum: @impressum_recoveringlara',
    'Stand-up comedian based in Vienna, podcast: einer geht',
    // Too little to tell, or another language with umlauts.
    'Fashion - Beauty - Lifestyle',
    '17 Hamburg zweiter Account',
    'Güzel günler, mutlu yıllar için çalışıyoruz ve üzüm',
    'Ostsee, Strand und Sonne',
  ])('leaves %j alone', (text) => {
    expect(guessLanguage([text])).not.toBe('de');
  });

  it('keeps the stopword count for longer texts', () => {
    expect(
      guessLanguage([
        'Heute zeige ich euch, wie man das perfekte Brot backt und was ich dabei nicht mehr machen würde, weil es einfach nicht klappt',
      ]),
    ).toBe('de');
    expect(guessLanguage(['This is how I make the best bread in my kitchen, and what you should never do with your dough'])).toBe('en');
  });
});

describe('stripEmails', () => {
  it.each([
    ['Kontakt: müller.anna@web.de', 'Kontakt: [e-mail]'],
    ['make-up artist Business & PR : 𝐦𝐞𝐫𝐯𝐞𝐲𝐬𝐭𝐚𝐫@𝐠𝐦𝐚𝐢𝐥.𝐜𝐨𝐦', 'make-up artist Business & PR : [e-mail]'],
    ['📩 manfredvonkoreander[at]gmail.com', '📩 [e-mail]'],
    ['Mail: anna (at) gmx (punkt) de', 'Mail: [e-mail]'],
    ['🇩🇪🇬🇭 ✉️ chxvs @outlook.com Cool on Instagram', '🇩🇪🇬🇭 ✉️ [e-mail] Cool on Instagram'],
  ])('removes the address in %j', (bio, expected) => {
    expect(stripEmails(bio)).toBe(expected);
  });

  it.each(['Founder @wunderbath.co and @mika.work', 'Wien (AT). Fotos und Reisen', 'Insta:@ladyheartgrace_27'])(
    'keeps mentions and country codes in %j',
    (bio) => {
      expect(stripEmails(bio)).toBe(bio);
    },
  );
});

describe('Swiss directory helpers', () => {
  it('stores Swiss German as German with its dialect', () => {
    expect(swissLanguage('ch')).toEqual({ language: 'de', dialect: 'gsw' });
    expect(swissLanguage('CH')).toEqual({ language: 'de', dialect: 'gsw' });
    expect(swissLanguage('de')).toEqual({ language: 'de', dialect: null });
    expect(swissLanguage('en')).toEqual({ language: 'en', dialect: null });
    expect(swissLanguage('')).toEqual({ language: null, dialect: null });
  });

  it('reads category ids, topics and cantons', () => {
    expect(categoryIds('-5-7-11-22-')).toEqual(['5', '7', '11', '22']);
    expect(categoryIds('-1-Politik-')).toEqual(['1']);
    expect(topicTags('Lifestyle / DIY / Cooking')).toEqual(['lifestyle', 'diy', 'cooking']);
    expect(topicTags('Entertainment / Comedy')).toEqual(['entertainment', 'comedy']);
    expect(cantonCode('From canton BL & BS')).toBe('BL & BS');
    expect(cantonCode('Gaming')).toBeNull();
  });

  it('turns the description into plain text and dates into days', () => {
    expect(descriptionText('Hoi zäme!<br />Neui Videos jede Wuche.<br /><br /><br />Mail: info@example.ch')).toBe(
      'Hoi zäme!\nNeui Videos jede Wuche.\n\nMail: [e-mail]',
    );
    expect(dayFromDotted('04.06.2007')).toBe('2007-06-04');
    expect(dayFromDotted('2007')).toBeNull();
  });

  it('cleans the handles the directory lists', () => {
    expect(cleanHandle('fahrschule_schaltchnueppel.ch\n\n\u2028')).toBe('fahrschule_schaltchnueppel.ch');
    expect(cleanHandle('@Charles_Nguela')).toBe('charles_nguela');
    expect(cleanHandle('https://www.instagram.com/storyflow/')).toBe('storyflow');
    expect(cleanHandle('  ')).toBe('');
  });
});

describe('inBeat helpers', () => {
  it('reads engagement in hundredths of a percent as a fraction', () => {
    expect(inbeatEngagementRate('503')).toBe(0.0503);
    expect(inbeatEngagementRate('')).toBeNull();
  });

  it('names the city page', () => {
    expect(cityName('hamburg')).toBe('Hamburg');
    expect(cityName('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, parseDayFirst, parseDurationSeconds, parseLocalDateTime } from '../src/seed/dates.ts';
import { countryCode, languageCode, repairMojibake } from '../src/seed/geo.ts';
import { guessLanguage } from '../src/seed/language.ts';
import { splitTwitchChannel } from '../src/seed/sources/twitch.ts';
import { cumulateBack } from '../src/seed/sources/youtube-weekly.ts';
import { categoryTags, cleanName, extractHashtags, handleKey, nameKey, splitHashtags, stripEmails } from '../src/seed/text.ts';

describe('names and keys', () => {
  it('removes characters the upstream files lost', () => {
    expect(cleanName('ýýý Kids Diana Show')).toBe('Kids Diana Show');
    expect(cleanName('Kurzgesagt ï¿½ï¿½ In a Nutshell')).toBe('Kurzgesagt In a Nutshell');
    expect(cleanName('???? Miso_Ara')).toBe('Miso_Ara');
    expect(cleanName('𝑨𝒋𝒆𝒚 𝑵𝒂𝒈𝒂𝒓')).toBe('Ajey Nagar');
    expect(cleanName('Why?')).toBe('Why?');
  });

  it('builds matching keys', () => {
    expect(handleKey('@Khaby.Lame')).toBe('khabylame');
    expect(nameKey('Selena Gomez')).toBe('selenagomez');
    expect(nameKey('Beyoncé')).toBe('beyonce');
    expect(nameKey('김민규')).toBe('김민규');
  });

  it('makes kebab-case category tags', () => {
    expect(categoryTags('Music & Dance')).toEqual(['music', 'dance']);
    expect(categoryTags('Sports with a ball')).toEqual(['sports-with-a-ball']);
    expect(categoryTags('Music|Cinema|Actors/actresses')).toEqual(['music', 'cinema', 'actors-actresses']);
    expect(categoryTags('fashion&beauty')).toEqual(['fashion', 'beauty']);
    expect(categoryTags('commentory')).toEqual(['commentary']);
    expect(categoryTags('nan')).toEqual([]);
  });

  it('extracts hashtags lowercase without #', () => {
    expect(extractHashtags('Ara Woah #woah #WoahChallenge #foryou #??? #2024 #woah')).toEqual(['woah', 'woahchallenge', 'foryou']);
    expect(splitHashtags('suckhoe, ThaoMoc, #dongy')).toEqual(['suckhoe', 'thaomoc', 'dongy']);
  });

  it('hides e-mail addresses in bios', () => {
    expect(stripEmails('soonent@soon-ent.co.kr\n. Miso Ara IG')).toBe('[e-mail]\n. Miso Ara IG');
  });
});

describe('countries, languages, dates', () => {
  it('maps country names and codes to ISO 3166 alpha-2', () => {
    expect(countryCode('Germany')).toBe('DE');
    expect(countryCode('United States')).toBe('US');
    expect(countryCode("CÃ´te d'Ivoire")).toBe('CI');
    expect(countryCode('fr')).toBe('FR');
    expect(countryCode('UK')).toBe('GB');
    expect(countryCode('N/A')).toBeNull();
    expect(countryCode('Atlantis')).toBeNull();
    expect(repairMojibake('CÃ´te')).toBe('Côte');
  });

  it('maps language names to ISO 639-1', () => {
    expect(languageCode('German')).toBe('de');
    expect(languageCode('Other')).toBeNull();
  });

  it('guesses a language only when it is clear', () => {
    expect(
      guessLanguage([
        'Voici l’un des meilleurs écrans au monde pour les joueurs',
        'Le test de la semaine : est-ce que ça vaut le coup ?',
        'Mon avis sur les nouveaux MacBook et les accessoires',
      ]),
    ).toBe('fr');
    expect(guessLanguage(['Giấc mơ của chung', 'Đơn giản dễ làm lắm đó quý vị ơi'])).toBe('vi');
    expect(guessLanguage(['wow'])).toBeNull();
  });

  it('reads the date formats of the files', () => {
    expect(parseLocalDateTime('2025-05-21 09:44:45', '+07:00')?.toISOString()).toBe('2025-05-21T02:44:45.000Z');
    expect(parseDayFirst('02/03/2025 17:48:52')?.toISOString()).toBe('2025-03-02T17:48:52.000Z');
    expect(parseDurationSeconds('PT10M5S')).toBe(605);
    expect(parseDurationSeconds('PT45S')).toBe(45);
    expect(addDays('2023-07-01', -30)).toBe('2023-06-01');
  });
});

describe('source helpers', () => {
  it('splits Twitch "display name (login)"', () => {
    expect(splitTwitchChannel('Riot Games (riotgames)')).toEqual({ name: 'Riot Games', login: 'riotgames' });
    expect(splitTwitchChannel('??? (hanryang1125)')).toEqual({ name: '', login: 'hanryang1125' });
    expect(splitTwitchChannel('xQcOW')).toEqual({ name: 'xQcOW', login: 'xQcOW' });
  });

  it('counts weekly gains back from the total at the end', () => {
    const weeks = [
      { start: '2022-04-17', subscribers: 100, views: 0 },
      { start: '2022-04-24', subscribers: -20, views: 0 },
      { start: '2022-05-01', subscribers: 50, views: 0 },
    ];
    expect(cumulateBack(weeks, 1000)).toEqual([970, 950, 1000]);
  });
});

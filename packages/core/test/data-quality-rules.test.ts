import { describe, expect, it } from 'vitest';
import {
  cleanText,
  findBatchArtefacts,
  findDipRecoveries,
  hasLostCharacters,
  isPlausibleHandle,
  lostCharacterMatcher,
  repairMisdecodedText,
  withoutLostCharacters,
  type SeriesPoint,
} from '../src/data-quality/index.ts';
import { cleanPlatformChannelData } from '../src/data-quality/connector-quality.ts';

describe('handles', () => {
  it('accepts each platform charset and refuses display names', () => {
    expect(isPlausibleHandle('instagram', 'khaby.lame')).toBe(true);
    expect(isPlausibleHandle('instagram', '@cristiano')).toBe(true);
    expect(isPlausibleHandle('youtube', 'Like Nastya')).toBe(false);
    expect(isPlausibleHandle('youtube', '✿KidsDianaShow')).toBe(false);
    expect(isPlausibleHandle('twitch', 'montanablack88')).toBe(true);
    expect(isPlausibleHandle('twitch', 'montana.black')).toBe(false);
    expect(isPlausibleHandle('tiktok', 'a'.repeat(25))).toBe(false);
  });
});

describe('text', () => {
  it('repairs UTF-8 read as Latin-1 or Windows-1252 and keeps emoji', () => {
    expect(repairMisdecodedText('FranÃ§ois MÃ¼ller')).toBe('François Müller');
    expect(repairMisdecodedText('KÃ¶ln â€“ Sommer')).toBe('Köln – Sommer');
    expect(repairMisdecodedText('Kylie 🤍')).toBeNull();
    expect(cleanText('Kylie 🤍\u0007 ')).toEqual({ text: 'Kylie 🤍', action: 'normalised' });
    expect(cleanText('Cafe\u0301')).toEqual({ text: 'Café', action: 'normalised' });
  });

  it('finds lost characters and the intact text they stand for', () => {
    expect(hasLostCharacters('MrBeast en Espaï¿½ï')).toBe(true);
    const matches = lostCharacterMatcher('MrBeast en Espaï¿½ï');
    expect(matches('MrBeast en Español')).toBe(true);
    expect(matches('MrBeast')).toBe(false);
    expect(withoutLostCharacters('Kurzgesagt ï¿½ï¿½ï¿½ï¿')).toBe('Kurzgesagt');
  });
});

describe('series', () => {
  const days = ['2022-06-01', '2022-09-01', '2022-10-01', '2022-11-01', '2022-12-01'];
  const batch = (factorOnOctober: number): SeriesPoint[] =>
    Array.from({ length: 30 }, (_, c) =>
      days.map((day, m) => ({
        key: `c${c}`,
        batch: 'lists/instagram',
        day,
        value: (1 + c) * 1e6 * 1.01 ** m * (day === '2022-10-01' ? factorOnOctober : 1),
      })),
    ).flat();

  it('finds a month on another meaning, and only that month', () => {
    const found = findBatchArtefacts(batch(0.89));
    expect(found.map((a) => [a.day, a.scale])).toEqual([['2022-10-01', null]]);
  });

  it('finds a month on another unit and the power of ten that undoes it', () => {
    expect(findBatchArtefacts(batch(0.001)).map((a) => [a.day, a.scale])).toEqual([['2022-10-01', 1000]]);
  });

  it('leaves normal growth alone', () => {
    expect(findBatchArtefacts(batch(1))).toEqual([]);
  });

  it('finds a single dip that recovers, but not in a daily series or a lasting drop', () => {
    const monthly = [
      { day: '2022-09-01', value: 100 },
      { day: '2022-10-01', value: 90 },
      { day: '2022-11-01', value: 101 },
    ];
    expect(findDipRecoveries('x', monthly).map((d) => d.day)).toEqual(['2022-10-01']);
    const daily = [
      { day: '2022-09-01', value: 100 },
      { day: '2022-09-02', value: 90 },
      { day: '2022-09-03', value: 101 },
    ];
    expect(findDipRecoveries('x', daily)).toEqual([]);
    const lasting = [
      { day: '2022-09-01', value: 100 },
      { day: '2022-10-01', value: 90 },
      { day: '2022-11-01', value: 91 },
    ];
    expect(findDipRecoveries('x', lasting)).toEqual([]);
  });
});

describe('connector answers', () => {
  const answer = (followers: number | null) => ({
    observedAt: new Date('2026-01-01T00:00:00Z'),
    posts: [],
    profile: {
      name: 'JosÃ©',
      avatarUrl: null,
      bio: null,
      country: null,
      followers,
      following: -1,
      postsCount: 3,
      totalViews: null,
      totalLikes: null,
      extra: {},
    },
  });

  it('repairs text, drops a zero after a real count and counters that are not counts', () => {
    const { data, findings } = cleanPlatformChannelData(answer(0), { source: 'youtube-api', label: 'youtube:x', previousFollowers: 1200 });
    expect(data.profile.name).toBe('José');
    expect(data.profile.followers).toBeNull();
    expect(data.profile.following).toBeNull();
    expect(findings.map((f) => f.rule).sort()).toEqual(['counter-not-a-count', 'mis-decoded-text', 'zero-reading']);
  });

  it('keeps a zero for a channel that never had followers', () => {
    expect(
      cleanPlatformChannelData(answer(0), { source: 'youtube-api', label: 'youtube:x', previousFollowers: null }).data.profile.followers,
    ).toBe(0);
  });
});

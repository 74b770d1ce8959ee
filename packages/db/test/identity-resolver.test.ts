import { describe, expect, it } from 'vitest';
import { profileReferences } from '../src/seed/identity/profile-links.ts';
import { groupByIdentity, scoreCandidatePairs } from '../src/seed/identity/resolve.ts';
import type { IdentityChannel } from '../src/seed/identity/identity-channel.ts';

const channel = (c: Partial<IdentityChannel> & Pick<IdentityChannel, 'platform' | 'platformId'>): IdentityChannel => ({
  key: `${c.platform}:${c.platformId}`,
  handles: c.platform === 'youtube' ? [] : [c.platformId],
  names: [],
  texts: [],
  country: null,
  language: null,
  linked: [],
  ...c,
});

describe('profileReferences', () => {
  it('reads profile links and labelled mentions, not post links or words after a label', () => {
    const refs = profileReferences(
      'Rezepte ➡️ instagram.com/lena.kocht · tiktok.com/@lenakocht · twitch.tv/lena_live · IG: @lenaprivat · youtube.com/watch?v=x',
    );
    expect(refs.map((r) => `${r.platform}:${r.key}:${r.via}`)).toEqual([
      'instagram:lenakocht:profile-link',
      'tiktok:lenakocht:profile-link',
      'twitch:lenalive:profile-link',
      'instagram:lenaprivat:labelled-mention',
    ]);
    expect(profileReferences('Instagram: follow me for more')).toEqual([]);
    expect(profileReferences('Follow at IG for more @vivi.reist').map((r) => r.key)).toEqual(['vivireist']);
  });
});

describe('scoreCandidatePairs and groupByIdentity', () => {
  const lenaIg = channel({ platform: 'instagram', platformId: 'lenakocht', names: ['Lena Kocht'] });
  const lenaTt = channel({ platform: 'tiktok', platformId: 'lena.kocht', names: ['Lena'], texts: ['mehr auf instagram.com/lenakocht'] });
  const maxIg = channel({ platform: 'instagram', platformId: 'max.fotografiert', names: ['Max Müller'] });
  const maxTt = channel({ platform: 'tiktok', platformId: 'maxmachtsport', names: ['Max Müller'] });
  const fan = channel({ platform: 'tiktok', platformId: 'lenakochtfans', names: ['Lena Kocht'], texts: ['Fanpage ❤️'] });

  it('merges a profile link plus an equal username, suggests an equal full name, and distrusts fan pages', () => {
    const pairs = scoreCandidatePairs([lenaIg, lenaTt, maxIg, maxTt, fan]);
    const find = (a: IdentityChannel, b: IdentityChannel) => pairs.find((p) => [p.a, p.b].includes(a) && [p.a, p.b].includes(b));
    expect(find(lenaIg, lenaTt)).toMatchObject({ decision: 'auto-merge' });
    expect(find(lenaIg, lenaTt)!.confidence).toBeGreaterThanOrEqual(0.95);
    expect(find(maxIg, maxTt)).toMatchObject({ decision: 'suggestion', confidence: 0.55 });
    expect(find(lenaIg, fan)?.decision ?? null).not.toBe('auto-merge');
  });

  it('obeys a split decision even against a strong score, and a merge decision without any score', () => {
    const pairs = scoreCandidatePairs([lenaIg, lenaTt, maxIg, maxTt]);
    const groups = groupByIdentity([lenaIg, lenaTt, maxIg, maxTt], pairs, [
      { kind: 'split', a: lenaTt.key, b: lenaIg.key },
      { kind: 'merge', a: maxIg.key, b: maxTt.key },
    ]);
    const groupOf = (c: IdentityChannel) => groups.find((g) => g.includes(c.key))!;
    expect(groupOf(lenaIg)).not.toContain(lenaTt.key);
    expect(groupOf(maxIg)).toContain(maxTt.key);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPreference, renewPreferenceCookies, writePreference } from '../src/lib/storage.ts';

function clearCookies() {
  for (const entry of document.cookie.split('; ').filter(Boolean)) document.cookie = `${entry.split('=')[0]}=; Path=/; Max-Age=0`;
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('device preferences', () => {
  it('writes storage and cookie, and reads the cookie back without touching storage', () => {
    writePreference('creatorlens-theme', 'dark');
    expect(localStorage.getItem('creatorlens-theme')).toBe('dark');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    expect(readPreference('creatorlens-theme')).toBe('dark');
    expect(readPreference('creatorlens-language')).toBeNull();
    expect(getItem).not.toHaveBeenCalled();
  });

  it('decodes the value and does not confuse keys that share a prefix', () => {
    document.cookie = 'creatorlens-theme-old=light; Path=/';
    document.cookie = `creatorlens-theme=${encodeURIComponent('dark mode')}; Path=/`;
    expect(readPreference('creatorlens-theme')).toBe('dark mode');
  });

  it('reads local storage when cookies are switched off', () => {
    localStorage.setItem('creatorlens-language', 'de');
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    expect(readPreference('creatorlens-language')).toBe('de');
  });

  it('gives a preference kept only in storage its cookie back', () => {
    localStorage.setItem('creatorlens-consent', 'rejected');
    localStorage.setItem('creatorlens-theme', 'dark');
    localStorage.setItem('creatorlens-sidebar-collapsed', '1');
    document.cookie = 'creatorlens-theme=dark; Path=/';
    expect(renewPreferenceCookies()).toEqual(['creatorlens-consent', 'creatorlens-sidebar-collapsed']);
    expect(readPreference('creatorlens-consent')).toBe('rejected');
    expect(readPreference('creatorlens-sidebar-collapsed')).toBe('1');
    expect(readPreference('creatorlens-theme')).toBe('dark');
  });
});

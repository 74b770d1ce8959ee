import { describe, expect, it } from 'vitest';
import { LOGO_CONTENT_TYPES, MAX_LOGO_BYTES, PDF_LOGO_CONTENT_TYPES } from '@creatorlens/contracts';
import { checkLogoFile } from '../src/lib/logo-file.ts';

const fileOf = (bytes: number, type: string): File => new File([new Uint8Array(bytes)], 'logo', { type });

describe('checkLogoFile', () => {
  it('takes a file of an accepted type up to the server limit', () => {
    expect(checkLogoFile(fileOf(MAX_LOGO_BYTES, 'image/png'), LOGO_CONTENT_TYPES)).toBeNull();
  });

  it('refuses a file one byte over the limit', () => {
    expect(checkLogoFile(fileOf(MAX_LOGO_BYTES + 1, 'image/jpeg'), LOGO_CONTENT_TYPES)).toBe('logo-too-large');
  });

  it('refuses WebP for a PDF logo but takes it for a workspace logo', () => {
    const webp = fileOf(10, 'image/webp');
    expect(checkLogoFile(webp, PDF_LOGO_CONTENT_TYPES)).toBe('logo-wrong-type');
    expect(checkLogoFile(webp, LOGO_CONTENT_TYPES)).toBeNull();
  });

  it('refuses SVG everywhere', () => {
    expect(checkLogoFile(fileOf(10, 'image/svg+xml'), LOGO_CONTENT_TYPES)).toBe('logo-wrong-type');
  });
});

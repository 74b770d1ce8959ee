import { describe, expect, it } from 'vitest';
import { composeInvitationMail } from '../src/mail/invitation-mail.ts';
import { MAX_LOGO_BYTES } from '@creatorlens/contracts';
import { parseLogoUpload, sniffLogoContentType } from '../src/workspace/logo-image.ts';
import { exportCreditCost } from '../src/credits/price-list.ts';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('logo sniffing', () => {
  it('recognises PNG, JPEG and WebP by their bytes and nothing else', () => {
    expect(sniffLogoContentType(png)).toBe('image/png');
    expect(sniffLogoContentType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffLogoContentType(Buffer.from('RIFF\u0001\u0000\u0000\u0000WEBP'))).toBe('image/webp');
    expect(sniffLogoContentType(Buffer.from('RIFF\u0001\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(sniffLogoContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffLogoContentType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffLogoContentType(Buffer.alloc(0))).toBeNull();
  });

  it('decodes base64 and data URLs, hashes the content and enforces the size', () => {
    const parsed = parseLogoUpload(`data:image/png;base64,${png.toString('base64')}`);
    expect(parsed.contentType).toBe('image/png');
    expect(parsed.bytes.equals(png)).toBe(true);
    expect(parsed.etag).toMatch(/^[0-9a-f]{32}$/);
    expect(parseLogoUpload(png.toString('base64')).etag).toBe(parsed.etag);
    expect(() => parseLogoUpload(Buffer.concat([png, Buffer.alloc(MAX_LOGO_BYTES)]).toString('base64'))).toThrow(/at most 512 KB/);
    expect(() => parseLogoUpload('%%%')).toThrow(/base64/);
    expect(() => parseLogoUpload('')).toThrow(/base64/);
  });
});

describe('invitation mail', () => {
  const base = {
    organizationName: 'Nordlicht\r\nBcc: evil@example.test',
    inviterName: 'Ole',
    role: 'admin' as const,
    acceptUrl: 'http://localhost:3000/invitation/abc',
    expiresAt: new Date(Date.UTC(2025, 4, 8)),
  };

  it('writes English and formal German with the accept link, keeping the subject on one line', () => {
    const en = composeInvitationMail({ ...base, language: 'en' });
    expect(en.subject).toBe("You're invited to join “Nordlicht Bcc: evil@example.test” on Creatorlens");
    expect(en.textBody).toContain('Ole invited you to join');
    expect(en.textBody).toContain('as an admin');
    expect(en.textBody).toContain(base.acceptUrl);
    expect(en.textBody).toContain('8 May 2025');
    const de = composeInvitationMail({ ...base, language: 'de', role: 'member' });
    expect(de.subject).not.toMatch(/[\r\n]/);
    expect(de.textBody).toContain('lädt Sie ein');
    expect(de.textBody).toContain('als Mitglied');
    expect(de.textBody).toContain('8. Mai 2025');
  });
});

describe('credit prices', () => {
  it('charges one credit per started hundred export rows', () => {
    expect([1, 100, 101, 250].map(exportCreditCost)).toEqual([1, 1, 2, 3]);
  });
});

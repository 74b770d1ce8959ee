import { createHash } from 'node:crypto';
import { MAX_LOGO_BYTES, type LogoContentType } from '@creatorlens/contracts';
import { AppError } from '../errors.ts';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type from the file's first bytes, never from a name or a declared type. SVG is refused on
 * purpose: it is a document that can carry script (XSS) when opened from our origin.
 */
export function sniffLogoContentType(bytes: Uint8Array): LogoContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes and checks an uploaded logo: base64 (a data: URL prefix is tolerated), at most 512 KB, PNG, JPEG or WebP. */
export function parseLogoUpload(base64: string): { bytes: Buffer; contentType: LogoContentType; etag: string } {
  const payload = base64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw new AppError('VALIDATION', 'The logo must be sent as base64.');
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_LOGO_BYTES) {
    throw new AppError('VALIDATION', `The logo is ${Math.ceil(bytes.length / 1024)} KB; at most ${MAX_LOGO_BYTES / 1024} KB are allowed.`);
  }
  const contentType = sniffLogoContentType(bytes);
  if (!contentType) throw new AppError('VALIDATION', 'The logo must be a PNG, JPEG or WebP image (SVG is not allowed).');
  const etag = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { bytes, contentType, etag };
}

/** The URL that serves an organisation's logo; the content hash in it lets browsers cache it forever. */
export const organizationLogoUrl = (organizationId: string, etag: string): string =>
  `/api/organization-logo/${encodeURIComponent(organizationId)}/${etag}`;

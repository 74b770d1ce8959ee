import { MAX_LOGO_BYTES } from '@creatorlens/contracts';

export type LogoFileProblem = 'logo-too-large' | 'logo-wrong-type' | 'logo-read-failed';

/**
 * The server's logo limits (contracts), checked before uploading so the common mistakes are said at once; the server
 * checks again by the bytes. `acceptedTypes` differ by use: a workspace logo may be WebP, a PDF's logo may not.
 */
export function checkLogoFile(file: File, acceptedTypes: readonly string[]): LogoFileProblem | null {
  if (!acceptedTypes.includes(file.type)) return 'logo-wrong-type';
  if (file.size > MAX_LOGO_BYTES) return 'logo-too-large';
  return null;
}

/** The file as a data: URL; the server accepts a logo as base64 with that prefix. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no result')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A chosen logo file checked and read as a data: URL, or the problem to say instead (both upload controls use it). */
export async function readLogoFile(
  file: File,
  acceptedTypes: readonly string[],
): Promise<{ dataUrl: string; problem?: never } | { problem: LogoFileProblem; dataUrl?: never }> {
  const problem = checkLogoFile(file, acceptedTypes);
  if (problem) return { problem };
  try {
    return { dataUrl: await readAsDataUrl(file) };
  } catch {
    return { problem: 'logo-read-failed' };
  }
}

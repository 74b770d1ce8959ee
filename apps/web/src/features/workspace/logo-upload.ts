/** Mirrors the server's limits so the common mistakes are caught before uploading; the server checks again by bytes. */
export const MAX_LOGO_BYTES = 512 * 1024;
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

export type LogoProblem = 'logo-too-large' | 'logo-wrong-type' | 'logo-read-failed';

export function checkLogoFile(file: File): LogoProblem | null {
  if (!LOGO_ACCEPT.split(',').includes(file.type)) return 'logo-wrong-type';
  if (file.size > MAX_LOGO_BYTES) return 'logo-too-large';
  return null;
}

/** The file as a data: URL; the server accepts it as base64 with the prefix. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no result')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

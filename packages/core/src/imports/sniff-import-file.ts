import { ImportFileError } from './import-file-error.ts';

/** How many leading bytes are looked at before the first is decoded. */
export const IMPORT_SNIFF_BYTES = 1024;

/** Files people pick by mistake instead of a CSV, by their leading bytes. */
const BINARY_SIGNATURES: { bytes: number[]; kind: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], kind: 'an Excel workbook (XLSX) or another ZIP archive' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], kind: 'an old Excel (XLS) or Word document' },
  { bytes: [0x25, 0x50, 0x44, 0x46], kind: 'a PDF document' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], kind: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], kind: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], kind: 'a GIF image' },
  { bytes: [0x1f, 0x8b], kind: 'a gzip archive' },
];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/**
 * UTF-16 text of mostly Latin characters has a zero byte in every other position. A browser that read such a file as
 * UTF-8 keeps those zeros (its BOM turns into replacement characters of even length), so the pattern finds it too.
 */
function looksLikeUtf16(sample: Uint8Array): boolean {
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return false;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < pairs * 2; index += 1) {
    if (sample[index] !== 0) continue;
    if (index % 2 === 0) evenZeros += 1;
    else oddZeros += 1;
  }
  const [more, fewer] = evenZeros > oddZeros ? [evenZeros, oddZeros] : [oddZeros, evenZeros];
  return more >= pairs * 0.3 && fewer <= more * 0.1;
}

/**
 * Refuses a file by its first bytes (up to IMPORT_SNIFF_BYTES): a UTF-16 byte order mark or zero-byte pattern, the
 * signature of a workbook, archive, document or image, or any NUL byte. A UTF-8 byte order mark passes.
 */
export function refuseUnreadableStart(sample: Uint8Array): void {
  if (startsWith(sample, [0xff, 0xfe]) || startsWith(sample, [0xfe, 0xff])) throw new ImportFileError('utf-16');
  // Signatures first: binary headers are full of zeros that can look like UTF-16.
  const binary = BINARY_SIGNATURES.find((signature) => startsWith(sample, signature.bytes));
  if (binary) throw new ImportFileError('binary', binary.kind);
  if (looksLikeUtf16(sample)) throw new ImportFileError('utf-16');
  if (sample.includes(0)) throw new ImportFileError('nul-bytes');
}

/**
 * The same checks on text that was decoded already (the tRPC path, whose JSON body a browser built from the file):
 * its first characters as UTF-8 bytes, then a NUL anywhere.
 */
export function refuseUnreadableText(text: string): void {
  refuseUnreadableStart(new TextEncoder().encode(text.slice(0, IMPORT_SNIFF_BYTES)).subarray(0, IMPORT_SNIFF_BYTES));
  if (text.includes('\u0000')) throw new ImportFileError('nul-bytes');
}

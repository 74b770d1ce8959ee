import { z } from 'zod';

export const exportFormatInput = z.enum(['csv', 'xlsx']);

/** A file for the browser to save; the body is base64 because tRPC speaks JSON. */
export const exportFileOutput = z.object({ fileName: z.string(), contentType: z.string(), base64: z.string() });

export const toExportFileOutput = (file: { fileName: string; contentType: string; body: Buffer }) => ({
  fileName: file.fileName,
  contentType: file.contentType,
  base64: file.body.toString('base64'),
});

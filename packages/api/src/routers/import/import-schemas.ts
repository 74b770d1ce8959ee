import { IMPORT_TARGET_KINDS, MAX_IMPORT_BYTES } from '@creatorlens/contracts';
import { z } from 'zod';
import { IMPORT_REASONS, IMPORT_ROW_STATUSES } from '@creatorlens/core/imports';

export const importTargetInput = z.strictObject({ kind: z.enum(IMPORT_TARGET_KINDS), id: z.uuid() });

export const startImportInput = z.strictObject({
  target: importTargetInput,
  fileName: z.string().trim().min(1).max(200),
  // Characters, not bytes: core checks the byte size exactly and answers with the limit in KB.
  csv: z
    .string()
    .min(1, 'csv: the file is empty.')
    .max(MAX_IMPORT_BYTES, `csv: the file is larger than ${Math.round(MAX_IMPORT_BYTES / 1000)} KB; split it into smaller files.`),
});

export const importRowOutput = z.object({
  rowNumber: z.number(),
  input: z.string(),
  status: z.enum(IMPORT_ROW_STATUSES),
  reason: z.enum(IMPORT_REASONS).nullable(),
  channelId: z.string().nullable(),
});

export const importOutput = z.object({
  jobId: z.string(),
  state: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  fileName: z.string(),
  target: z.object({ kind: z.enum(IMPORT_TARGET_KINDS), id: z.string(), name: z.string().nullable() }),
  progress: z.object({ done: z.number(), total: z.number(), message: z.string().nullable() }).nullable(),
  summary: z.object({ total: z.number(), matched: z.number(), created: z.number(), invalid: z.number() }).nullable(),
  error: z.string().nullable(),
  rows: z.array(importRowOutput),
  rowCount: z.number(),
});

/** Rows of a CSV (RFC 4180) or JSON array file, keyed by column (the parsing is core's, shared with uploads). */
import { readFile } from 'node:fs/promises';
import { parseRowsText, type InputRow } from '@creatorlens/core/intelligence';

/** Reads FILE as a JSON array (when it starts with "[") or as CSV. */
export async function readRows(file: string): Promise<InputRow[]> {
  try {
    return parseRowsText(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

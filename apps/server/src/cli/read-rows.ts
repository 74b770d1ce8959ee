/** Rows of a CSV (RFC 4180: quoted fields with commas, quotes and newlines) or a JSON array file, keyed by column. */
import { readFile } from 'node:fs/promises';

export type InputRow = Record<string, unknown>;

/** Parses CSV text into rows keyed by the header row; a row shorter than the header leaves the rest undefined. */
export function parseCsv(text: string): InputRow[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      record.push(field);
      field = '';
      if (record.some((value) => value !== '')) records.push(record);
      record = [];
    } else field += char;
  }
  record.push(field);
  if (record.some((value) => value !== '')) records.push(record);
  const [header, ...body] = records;
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return body.map((values) => Object.fromEntries(names.map((name, index) => [name, values[index]])));
}

/** Reads FILE as a JSON array (when it starts with "[") or as CSV. */
export async function readRows(file: string): Promise<InputRow[]> {
  const text = await readFile(file, 'utf8');
  if (/^\s*\[/.test(text)) {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) throw new Error(`${file}: expected a JSON array of objects.`);
    return parsed.map((row, index) => {
      if (!row || typeof row !== 'object' || Array.isArray(row)) throw new Error(`${file}: item ${index + 1} is not an object.`);
      return row as InputRow;
    });
  }
  return parseCsv(text);
}

import { ImportFileError } from './import-file-error.ts';
import { MAX_IMPORT_UPLOAD_BYTES } from './import-limits.ts';
import { IMPORT_SNIFF_BYTES, refuseUnreadableStart } from './sniff-import-file.ts';

export interface UploadReadOptions {
  /** Refused as too-large the moment more bytes than this have arrived. */
  maxBytes?: number;
  /** Aborting it (the route's read deadline) refuses the file as too-slow, even while no byte arrives. */
  signal?: AbortSignal | undefined;
}

function concatenate(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}

function nextOrAbort<T>(iterator: AsyncIterator<T>, signal: AbortSignal | undefined): Promise<IteratorResult<T>> {
  if (!signal) return iterator.next();
  if (signal.aborted) return Promise.reject(new ImportFileError('too-slow'));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ImportFileError('too-slow'));
    signal.addEventListener('abort', onAbort, { once: true });
    iterator.next().then(
      (result) => {
        signal.removeEventListener('abort', onAbort);
        resolve(result);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Turns an upload's byte chunks into UTF-8 text as they arrive, refusing the file (ImportFileError) the moment it is
 * too big, its first bytes show UTF-16 or a binary format, a NUL byte or an invalid UTF-8 sequence appears, or the
 * signal aborts. Holds at most one chunk (or the first IMPORT_SNIFF_BYTES) at a time. A UTF-8 byte order mark is
 * dropped. When it stops early it calls the source's return(): a request stream iterated with
 * `iterator({ destroyOnReturn: false })` stays open, so the caller can still answer and then drain or close it.
 */
export async function* decodeImportUpload(chunks: AsyncIterable<Uint8Array>, options: UploadReadOptions = {}): AsyncGenerator<string> {
  const iterator = chunks[Symbol.asyncIterator]();
  let isSourceDone = false;
  const readSource = async function* (): AsyncGenerator<Uint8Array> {
    for (;;) {
      const next = await nextOrAbort(iterator, options.signal);
      if (next.done) {
        isSourceDone = true;
        return;
      }
      yield next.value;
    }
  };
  try {
    yield* decodeChecked(readSource(), options.maxBytes ?? MAX_IMPORT_UPLOAD_BYTES);
  } finally {
    // Stopped early (refused, or the consumer gave up): tell the source, without waiting for a read in flight.
    if (!isSourceDone) void iterator.return?.()?.catch(() => undefined);
  }
}

async function* decodeChecked(source: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (bytes: Uint8Array | undefined, isLast: boolean): string => {
    if (bytes?.includes(0)) throw new ImportFileError('nul-bytes');
    try {
      return decoder.decode(bytes, { stream: !isLast });
    } catch {
      throw new ImportFileError('not-utf-8');
    }
  };
  let start: Uint8Array[] = [];
  let startLength = 0;
  let isStartChecked = false;
  let received = 0;
  for await (const chunk of source) {
    received += chunk.byteLength;
    if (received > maxBytes) throw new ImportFileError('too-large');
    if (isStartChecked) {
      const text = decode(chunk, false);
      if (text) yield text;
      continue;
    }
    start.push(chunk);
    startLength += chunk.byteLength;
    if (startLength < IMPORT_SNIFF_BYTES) continue;
    const joined = concatenate(start);
    start = [];
    refuseUnreadableStart(joined.subarray(0, IMPORT_SNIFF_BYTES));
    isStartChecked = true;
    const text = decode(joined, false);
    if (text) yield text;
  }
  if (!isStartChecked) {
    const joined = concatenate(start);
    refuseUnreadableStart(joined);
    const text = decode(joined, true);
    if (text) yield text;
    return;
  }
  const rest = decode(undefined, true);
  if (rest) yield rest;
}

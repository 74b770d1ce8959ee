import { chmodSync, closeSync, fchmodSync, lstatSync, mkdirSync, openSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data folder holds the whole database, the generated auth secret and the backup control token: anyone who can
 * read it can mint sessions and read every organisation's data. So it is the owner's alone, whatever the umask (a
 * mode given to mkdir or writeFile is only an upper bound the umask cuts further, and never changes what exists).
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Bits that let anyone but the owner in. */
const GROUP_AND_OTHERS = 0o077;

export interface TightenedModes {
  /** The folder's mode before, when it was open to others; null when it already was private (or is new). */
  previousDirectoryMode: number | null;
  /** Files and folders inside that were open to others and were narrowed. */
  tightenedEntries: number;
}

/** Narrows one entry to owner-only when it is open to others; symlinks are left alone (chmod would follow them). */
function tighten(path: string, mode: number): number | null {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink() || (stats.mode & GROUP_AND_OTHERS) === 0) return null;
  chmodSync(path, mode);
  return stats.mode & 0o777;
}

function tightenInside(directory: string): number {
  let count = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (tighten(path, PRIVATE_DIRECTORY_MODE) !== null) count++;
      count += tightenInside(path);
    } else if (entry.isFile() && tighten(path, PRIVATE_FILE_MODE) !== null) count++;
  }
  return count;
}

/**
 * Creates `directory` (and missing parents) as 0700, or narrows an existing one and everything in it to 0700 folders
 * and 0600 files. PGlite writes its files 0666 and folders 0755 regardless of the umask, so the database opens and
 * closes through this too; files it creates while running sit inside the 0700 folder.
 */
export function ensurePrivateDirectory(directory: string): TightenedModes {
  mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const previousDirectoryMode = tighten(directory, PRIVATE_DIRECTORY_MODE);
  return { previousDirectoryMode, tightenedEntries: tightenInside(directory) };
}

/**
 * Writes a file only its owner may read, also when it existed with a wider mode before: the mode is narrowed on the
 * open descriptor before the first byte is written, so the new content is never readable by others.
 */
export function writePrivateFile(path: string, content: string | Uint8Array): void {
  const descriptor = openSync(path, 'w', PRIVATE_FILE_MODE);
  try {
    fchmodSync(descriptor, PRIVATE_FILE_MODE);
    writeFileSync(descriptor, content);
  } finally {
    closeSync(descriptor);
  }
}

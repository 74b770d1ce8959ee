import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository root, from this test folder (packages/i18n/test). */
export const REPOSITORY_ROOT = join(import.meta.dirname, '..', '..', '..');

/** Where the server's code lives: everything that writes words without the browser's translator. */
export const SERVER_SOURCE_DIRECTORIES = ['packages/core/src', 'packages/api/src', 'packages/contracts/src', 'apps/server/src'];

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  text: string;
}

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : walk(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every TypeScript file of the server's code (tests excluded). */
export function serverSourceFiles(): SourceFile[] {
  return SERVER_SOURCE_DIRECTORIES.flatMap((directory) => walk(join(REPOSITORY_ROOT, directory))).map((path) => ({
    path: relative(REPOSITORY_ROOT, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  }));
}

/** 1-based line of an offset, for messages a person can follow. */
export const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

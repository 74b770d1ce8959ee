import type { FastifyInstance } from 'fastify';
import { JSON_BODY_LIMITS } from '@creatorlens/core/security';

/** Why a JSON text was refused; Fastify answers its statusCode with its message (the reason a person can act on). */
export class JsonBodyError extends Error {
  readonly statusCode = 400;
  readonly code = 'INVALID_JSON';
}

/** The body is not JSON at all (as opposed to JSON beyond the limits). */
export class JsonSyntaxError extends JsonBodyError {}

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests objects and arrays deeper than `limit`, read as text: brackets inside strings do not count.
 * Runs before JSON.parse, so a hostile body costs one pass over at most JSON_BODY_LIMITS.maxBytes and nothing recursive.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (isInString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) isInString = false;
    } else if (char === QUOTE) isInString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth--;
  }
  return false;
}

/** The reason a JSON text is refused before parsing (too large, too deep), or null. */
function jsonTextProblem(text: string): string | null {
  if (Buffer.byteLength(text, 'utf8') > JSON_BODY_LIMITS.maxBytes) return `JSON larger than ${JSON_BODY_LIMITS.maxBytes} bytes`;
  if (isNestedDeeperThan(text, JSON_BODY_LIMITS.maxDepth)) return `JSON nested deeper than ${JSON_BODY_LIMITS.maxDepth} levels`;
  return null;
}

/**
 * A key that would reach an object's prototype once code merges the value into another object (`__proto__`, or
 * `constructor.prototype`), as Fastify's own parser refuses them. Recursion is safe: the depth was checked first.
 */
function prototypeKeyIn(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key === '__proto__') return key;
    if (key === 'constructor' && typeof child === 'object' && child !== null && 'prototype' in child) return 'constructor.prototype';
    const found = prototypeKeyIn(child);
    if (found) return found;
  }
  return null;
}

/** Parses a JSON body within JSON_BODY_LIMITS, or throws a JsonBodyError that says what is wrong with it. */
export function parseJsonBody(text: string): unknown {
  const problem = jsonTextProblem(text);
  if (problem) throw new JsonBodyError(problem);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new JsonSyntaxError('The request body is not valid JSON.');
  }
  const prototypeKey = prototypeKeyIn(value);
  if (prototypeKey) throw new JsonBodyError(`JSON with the key "${prototypeKey}" is refused`);
  return value;
}

/**
 * The one application/json parser of the app, registered before any route so every route inherits it (the /v1 API
 * and tRPC read the body as text and check it with parseJsonBody themselves). Fastify stops
 * reading a body past bodyLimit (413) before this runs.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMITS.maxBytes }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) return done(new JsonBodyError('The request body is empty; send JSON or no content-type.'), undefined);
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      done(error as JsonBodyError, undefined);
    }
  });
}

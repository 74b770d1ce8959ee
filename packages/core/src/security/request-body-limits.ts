/**
 * Bounds on every JSON body and tRPC input the server parses (apps/server/src/http/json-body.ts). Deep nesting is the
 * cheap attack here: a 20 KB body of brackets parses, then overflows the stack of whatever walks it next (validation,
 * JSON.stringify), which used to end in a 500 carrying the engine's message.
 */
export const JSON_BODY_LIMITS = {
  /** Objects and arrays inside each other; deeper input is refused before it is parsed (400). The product needs < 10. */
  maxDepth: 32,
  /** Bytes of one JSON body (Fastify stops reading past it: 413) or of one tRPC query input (400). */
  maxBytes: 1_048_576,
} as const;

import type { APIRequestContext } from 'playwright-core';
import type { InputArgs, MutationPath, ProcedureOutput, ProcedurePath, QueryPath } from '../../support/trpc-procedures.ts';
import { baseUrl } from './session.ts';

/** Anything with the cookies of a signed-in browser context: a Page or a BrowserContext. */
export interface Session {
  request: APIRequestContext;
}

/**
 * Calls a query of the real AppRouter with the session's cookies (a plain, unbatched GET) and returns its data, typed
 * from the router; a refused call throws with the server's message.
 */
export async function query<P extends QueryPath>(session: Session, path: P, ...[input]: InputArgs<P>): Promise<ProcedureOutput<P>> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return dataOf(path, await session.request.get(`/api/trpc/${path}${search}`));
}

/** Calls a mutation of the real AppRouter with the session's cookies (a POST with the app's origin, as a browser sends it). */
export async function mutate<P extends MutationPath>(session: Session, path: P, ...[input]: InputArgs<P>): Promise<ProcedureOutput<P>> {
  return dataOf(path, await session.request.post(`/api/trpc/${path}`, { data: input ?? null, headers: { origin: baseUrl } }));
}

async function dataOf<T>(path: ProcedurePath, response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  if (!body.result) throw new Error(`${path} answered ${response.status()}: ${body.error?.message}`);
  return body.result.data;
}

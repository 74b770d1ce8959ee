import type { AnyTRPCQueryProcedure, inferProcedureInput, inferTransformedProcedureOutput, TRPCRouterRecord } from '@trpc/server';
import type { AppRouter } from '@creatorlens/api';

type Procedures = AppRouter['_def']['record'];

/** `area.verbNoun` of every query procedure, derived from the router's type (a mutation is not a GET). */
type QueryPathOf<TRecord extends TRPCRouterRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCQueryProcedure
    ? `${TPrefix}${K}`
    : TRecord[K] extends TRPCRouterRecord
      ? QueryPathOf<TRecord[K], `${TPrefix}${K}.`>
      : never;
}[keyof TRecord & string];

type ProcedureAt<TRecord, TPath extends string> = TPath extends `${infer THead}.${infer TRest}`
  ? THead extends keyof TRecord
    ? ProcedureAt<TRecord[THead], TRest>
    : never
  : TPath extends keyof TRecord
    ? TRecord[TPath]
    : never;

export type PublicQueryPath = QueryPathOf<Procedures>;
type QueryAt<TPath extends PublicQueryPath> = Extract<ProcedureAt<Procedures, TPath>, AnyTRPCQueryProcedure>;
export type PublicQueryInput<TPath extends PublicQueryPath> = inferProcedureInput<QueryAt<TPath>>;
export type PublicQueryOutput<TPath extends PublicQueryPath> = inferTransformedProcedureOutput<AppRouter, QueryAt<TPath>>;

/**
 * Calls one public (anonymous) tRPC query over plain HTTP. The public site uses this instead of the tRPC client and
 * TanStack Query, which the landing cannot afford in its JavaScript budget; the wire format is tRPC's GET form
 * (no transformer: the input is JSON in ?input=, the answer is { result: { data } }). Path, input and answer are
 * checked against the type of the server's router (types only: nothing of the API reaches the bundle).
 */
export async function queryPublicProcedure<TPath extends PublicQueryPath>(
  path: TPath,
  input: PublicQueryInput<TPath>,
  signal?: AbortSignal,
): Promise<PublicQueryOutput<TPath>> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`/api/trpc/${path}${query}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body = (await response.json()) as { result?: { data?: PublicQueryOutput<TPath> } };
  if (!body.result || !('data' in body.result)) throw new Error(`${path} answered without data`);
  return body.result.data as PublicQueryOutput<TPath>;
}

/**
 * Types of the real tRPC API for the test clients (integration tests, browser journeys, benches): every query and
 * mutation path of AppRouter as a union of dotted names ('campaign.listCampaigns' …), its input, and its output as it
 * arrives over HTTP. No transformer is configured, so tRPC's own inference already gives the JSON form (Date → string).
 * Type-only: importing it loads nothing at run time.
 */
import type { AppRouter } from '@creatorlens/api';
import type { AnyTRPCProcedure, inferProcedureInput, inferTransformedProcedureOutput } from '@trpc/server';

type Entries<TRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? [`${TPrefix}${K}`, TRecord[K]]
    : Entries<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];

/** Every procedure of AppRouter by its dotted path. */
export type Procedures = { [E in Entries<AppRouter['_def']['record']> as E[0]]: E[1] };

type PathsOfType<TType extends 'query' | 'mutation'> = {
  [P in keyof Procedures]: Procedures[P]['_def']['type'] extends TType ? P : never;
}[keyof Procedures];

export type QueryPath = PathsOfType<'query'>;
export type MutationPath = PathsOfType<'mutation'>;
export type ProcedurePath = QueryPath | MutationPath;

/** What the procedure accepts (before defaults are applied). */
export type ProcedureInput<P extends ProcedurePath> = inferProcedureInput<Procedures[P]>;
/** What the procedure answers, as JSON: dates are strings, undefined fields are absent. */
export type ProcedureOutput<P extends ProcedurePath> = inferTransformedProcedureOutput<AppRouter, Procedures[P]>;

/** The input as a rest parameter: optional when the procedure takes none (or only optional input). */
export type InputArgs<P extends ProcedurePath> =
  undefined extends ProcedureInput<P> ? [input?: ProcedureInput<P>] : [input: ProcedureInput<P>];

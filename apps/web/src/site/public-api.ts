/**
 * Calls one public (anonymous) tRPC query over plain HTTP. The public site uses this instead of the tRPC client and
 * TanStack Query, which the landing cannot afford in its JavaScript budget; the wire format is tRPC's GET form
 * (no transformer: the input is JSON in ?input=, the answer is { result: { data } }).
 */
export async function queryPublicProcedure<T>(path: string, input: unknown, signal?: AbortSignal): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`/api/trpc/${path}${query}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body = (await response.json()) as { result?: { data?: T } };
  if (!body.result || !('data' in body.result)) throw new Error(`${path} answered without data`);
  return body.result.data as T;
}

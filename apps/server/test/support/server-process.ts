import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { InputArgs, ProcedureOutput, QueryPath } from '../../../../tests/support/trpc-procedures.ts';

const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the server wrote to stderr, for failure messages. */
  output: () => string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts the real server (apps/server/src/main.ts) as a child process and waits until /readyz answers. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    output: () => stderr,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Signs in over HTTP and returns a function that calls tRPC queries with that session. */
export async function signInOverHttp(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('better-auth.session_token='))!
    .split(';')[0]!;
  return async <P extends QueryPath>(path: P, ...[input]: InputArgs<P>): Promise<ProcedureOutput<P>> => {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const answer = await fetch(`${baseUrl}/api/trpc/${path}${search}`, { headers: { cookie } });
    const body = (await answer.json()) as { result?: { data: ProcedureOutput<P> }; error?: unknown };
    if (!body.result) throw new Error(`${path} failed: ${JSON.stringify(body.error)}`);
    return body.result.data;
  };
}

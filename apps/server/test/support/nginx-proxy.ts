import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx package (.ci/run installs it), the proxy docs/deploy/nginx.conf is written for. */
export const NGINX_BINARY = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX_BINARY);

export interface RunningNginx {
  /** One port per server block, in the order httpBlock was asked for them. */
  ports: number[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port on 127.0.0.1');
  return address.port;
}

const isAccepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A config that keeps everything nginx writes (pid, logs, temp files) in `folder`, around the inside of http {}. */
function configIn(folder: string, httpBlock: string): string {
  // As root nginx would hand its workers to "nobody", who cannot enter this private temp folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `${user}worker_processes 1;
error_log ${join(folder, 'error.log')} warn;
pid ${join(folder, 'nginx.pid')};
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${join(folder, 'client_body')};
  proxy_temp_path ${join(folder, 'proxy')};
  fastcgi_temp_path ${join(folder, 'fastcgi')};
  uwsgi_temp_path ${join(folder, 'uwsgi')};
  scgi_temp_path ${join(folder, 'scgi')};
${httpBlock}
}
`;
}

/**
 * `nginx -t` on an http {} block, with a throwaway self-signed certificate (openssl) at `certificate.pem` and
 * `certificate.key` in the folder `httpBlock` is given, for blocks that serve TLS. nginx -t binds every listen
 * address, so the block gets free loopback ports to listen on instead of 80 and 443.
 */
export async function checkNginxConfig(
  portCount: number,
  httpBlock: (folder: string, ports: number[]) => string,
): Promise<{ isValid: boolean; output: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'creatorlens-nginx-'));
  try {
    const ports: number[] = [];
    for (let index = 0; index < portCount; index += 1) ports.push(await freePort());
    const openssl = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=creatorlens.test'],
      ...['-keyout', join(folder, 'certificate.key'), '-out', join(folder, 'certificate.pem')],
    ]);
    if (openssl.status !== 0) throw new Error(`openssl could not make a test certificate: ${openssl.stderr}`);
    const configPath = join(folder, 'nginx.conf');
    writeFileSync(configPath, configIn(folder, httpBlock(folder, ports)));
    const check = spawnSync(NGINX_BINARY, ['-t', '-p', folder, '-e', join(folder, 'error.log'), '-c', configPath], { encoding: 'utf8' });
    return { isValid: check.status === 0, output: check.stderr };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Starts nginx in the foreground on a config of its own in a temp folder, so it neither needs nor touches
 * /etc/nginx, /var/log or port 80, and runs as root or not. `httpBlock` gets free loopback ports and returns the
 * inside of the http {} block.
 */
export async function startNginx(portCount: number, httpBlock: (ports: number[]) => string): Promise<RunningNginx> {
  const folder = mkdtempSync(join(tmpdir(), 'creatorlens-nginx-'));
  const ports: number[] = [];
  for (let index = 0; index < portCount; index += 1) ports.push(await freePort());
  const errorLog = join(folder, 'error.log');
  const config = configIn(folder, httpBlock(ports));
  const configPath = join(folder, 'nginx.conf');
  writeFileSync(configPath, config);
  const nginx = spawn(NGINX_BINARY, ['-p', folder, '-e', errorLog, '-c', configPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const killOnExit = () => nginx.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null || nginx.signalCode !== null || Date.now() > deadline) {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start (exit ${nginx.exitCode ?? nginx.signalCode}):\n${stderr}${log}\n${config}`);
    }
    if ((await Promise.all(ports.map(isAccepting))).every(Boolean)) return { ports, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ProxiedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request on a fresh connection from `localAddress` (any 127.x.y.z is this machine's loopback), so nginx sees a
 * different client address per caller without a second machine.
 */
export function requestThrough(
  port: number,
  input: { method: string; path: string; localAddress: string; headers?: Record<string, string>; body?: string },
): Promise<ProxiedAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: input.method,
        path: input.path,
        localAddress: input.localAddress,
        headers: input.headers,
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(input.body);
  });
}

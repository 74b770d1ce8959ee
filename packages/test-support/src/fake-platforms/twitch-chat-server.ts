/**
 * A local stand-in for Twitch's IRC-over-WebSocket chat, for tests: answers the anonymous login (justinfanNNNN, no
 * password), echoes JOINs the way Twitch does (JOIN, 353, 366) and then replays the recorded chat lines of that
 * channel; refused channels get Twitch's suspended-channel NOTICE. Never used by the product server.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface FakeTwitchChatServer {
  url: string;
  /** Every line clients sent, in order (for assertions on the login and the joins). */
  received: string[];
  close(): Promise<void>;
}

export interface FakeTwitchChatOptions {
  /** Recorded raw lines per channel login, replayed after that channel is joined. */
  linesByChannel: Record<string, string[]>;
  /** Channels whose join Twitch refuses (suspended or unknown). */
  refusedChannels?: string[];
  /** Delay before the recorded lines are replayed. */
  replayDelayMs?: number;
}

const WELCOME = [
  '001 {nick} :Welcome, GLHF!',
  '002 {nick} :Your host is tmi.twitch.tv',
  '003 {nick} :This server is rather new',
  '004 {nick} :-',
  '375 {nick} :-',
  '372 {nick} :You are in a maze of twisty passages, all alike.',
  '376 {nick} :>',
];

/** Starts the fake on 127.0.0.1 (a free port). */
export async function startFakeTwitchChatServer(options: FakeTwitchChatOptions): Promise<FakeTwitchChatServer> {
  const received: string[] = [];
  const refused = new Set(options.refusedChannels ?? []);
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const sockets = new Set<WebSocket>();

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let nick = '';
    const send = (lines: string[]) => socket.readyState === socket.OPEN && socket.send(lines.map((line) => `${line}\r\n`).join(''));
    socket.on('message', (data) => {
      for (const line of data.toString().split('\r\n').filter(Boolean)) {
        received.push(line);
        const [command, ...rest] = line.split(' ');
        const argument = rest.join(' ');
        if (command === 'CAP') send([`:tmi.twitch.tv CAP * ACK :${argument.replace(/^REQ :/, '')}`]);
        if (command === 'NICK') {
          nick = argument;
          if (!/^justinfan\d+$/.test(nick)) {
            send([':tmi.twitch.tv NOTICE * :Login authentication failed']);
            socket.close();
            return;
          }
          // Twitch pings idle connections; a client that does not answer PONG is disconnected.
          send([...WELCOME.map((welcome) => `:tmi.twitch.tv ${welcome.replace('{nick}', nick)}`), 'PING :tmi.twitch.tv']);
        }
        if (command === 'JOIN') {
          for (const channel of argument.split(',').map((c) => c.replace(/^#/, ''))) {
            if (refused.has(channel)) {
              send([`@msg-id=msg_channel_suspended :tmi.twitch.tv NOTICE #${channel} :This channel does not exist or has been suspended.`]);
              continue;
            }
            const host = `${nick}.tmi.twitch.tv`;
            send([
              `:${nick}!${nick}@${host} JOIN #${channel}`,
              `:${host} 353 ${nick} = #${channel} :${nick}`,
              `:${host} 366 ${nick} #${channel} :End of /NAMES list`,
            ]);
            const lines = options.linesByChannel[channel] ?? [];
            // Several lines per frame, as Twitch batches them.
            if (lines.length > 0) setTimeout(() => send(lines), options.replayDelayMs ?? 20);
          }
        }
        if (command === 'PART') send([`:${nick}!${nick}@${nick}.tmi.twitch.tv PART ${argument}`]);
      }
    });
  });
  await new Promise<void>((resolve) => server.on('listening', resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.terminate();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Reads Twitch chat activity anonymously over Twitch's IRC-over-WebSocket interface: NICK justinfanNNNNN with no
 * password (read-only access Twitch grants without an account), JOIN #login, then count PRIVMSG lines and distinct
 * senders per channel for a fixed window after the join is confirmed. One connection per measurement; channels are
 * joined in batches that respect Twitch's join limit (20 per 10 s) and parted once their window closes.
 */
import { WebSocket, type RawData } from 'ws';
import type { ChatActivity, ChatActivityReader } from '@creatorlens/core/connectors';
import { parseIrcLine } from './twitch-irc-line.ts';

/** Twitch's documented secure WebSocket endpoint for chat. */
export const TWITCH_CHAT_URL = 'wss://irc-ws.chat.twitch.tv:443';

export interface TwitchChatReaderOptions {
  url?: string;
  /** How long each channel's chat is counted after its join is confirmed. */
  windowMs?: number;
  /** Channels per JOIN and the pause between JOINs (Twitch allows 20 joins per 10 seconds). */
  joinBatchSize?: number;
  joinIntervalMs?: number;
  /** At most this many channels per measurement, so one round ends well before the next (the rest get no chat). */
  maxChannels?: number;
  /** A join Twitch has not confirmed by then is given up (suspended or unknown channel). */
  joinTimeoutMs?: number;
  connectTimeoutMs?: number;
}

interface OpenWindow {
  startedAt: number;
  messages: number;
  senders: Set<string>;
  timer: NodeJS.Timeout;
}

const anonymousNick = () => `justinfan${10_000 + Math.floor(Math.random() * 89_999)}`;

/** A chat reader for the twitch-live job; the URL is configurable so tests point it at a local recorded server. */
export function createTwitchChatReader(options: TwitchChatReaderOptions = {}): ChatActivityReader {
  const url = options.url ?? TWITCH_CHAT_URL;
  const windowMs = options.windowMs ?? 60_000;
  const joinBatchSize = options.joinBatchSize ?? 20;
  const joinIntervalMs = options.joinIntervalMs ?? 10_000;
  const maxChannels = options.maxChannels ?? 200;
  const joinTimeoutMs = options.joinTimeoutMs ?? 15_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;

  return {
    measure(logins, { signal } = {}) {
      const wanted = [...new Set(logins.map((login) => login.toLowerCase()))].slice(0, maxChannels);
      const results = new Map<string, ChatActivity>();
      if (wanted.length === 0) return Promise.resolve(results);

      return new Promise((resolve) => {
        const socket = new WebSocket(url);
        const nick = anonymousNick();
        const pending = new Set(wanted);
        const open = new Map<string, OpenWindow>();
        const timers: NodeJS.Timeout[] = [];
        let isFinished = false;

        // Whatever ends the measurement (all windows closed, error, abort), channels still counting are dropped:
        // a partial window would understate the chat.
        const finish = () => {
          if (isFinished) return;
          isFinished = true;
          for (const timer of timers) clearTimeout(timer);
          for (const window of open.values()) clearTimeout(window.timer);
          signal?.removeEventListener('abort', finish);
          socket.removeAllListeners();
          socket.on('error', () => {});
          socket.terminate();
          resolve(results);
        };
        const finishWhenDone = () => {
          if (pending.size === 0 && open.size === 0) finish();
        };
        const send = (line: string) => {
          if (socket.readyState === WebSocket.OPEN) socket.send(`${line}\r\n`);
        };
        const after = (ms: number, action: () => void) => timers.push(setTimeout(action, ms));

        const closeWindow = (channel: string) => {
          const window = open.get(channel);
          if (!window) return;
          open.delete(channel);
          results.set(channel, {
            messages: window.messages,
            uniqueChatters: window.senders.size,
            seconds: (Date.now() - window.startedAt) / 1000,
          });
          send(`PART #${channel}`);
          finishWhenDone();
        };
        const joinInBatches = () => {
          for (let i = 0; i < wanted.length; i += joinBatchSize) {
            const batch = wanted.slice(i, i + joinBatchSize);
            const delay = (i / joinBatchSize) * joinIntervalMs;
            after(delay, () => send(`JOIN ${batch.map((channel) => `#${channel}`).join(',')}`));
            after(delay + joinTimeoutMs, () => {
              for (const channel of batch) pending.delete(channel);
              finishWhenDone();
            });
          }
        };

        const onLine = (raw: string) => {
          const line = parseIrcLine(raw);
          if (!line) return;
          const channel = line.params[0]?.replace(/^#/, '').toLowerCase() ?? '';
          switch (line.command) {
            case 'PING':
              send(`PONG :${line.params[0] ?? 'tmi.twitch.tv'}`);
              return;
            case '001':
              joinInBatches();
              return;
            case 'RECONNECT':
              finish();
              return;
            case 'JOIN':
              if (line.nick === nick && pending.delete(channel)) {
                open.set(channel, {
                  startedAt: Date.now(),
                  messages: 0,
                  senders: new Set(),
                  timer: setTimeout(() => closeWindow(channel), windowMs),
                });
              }
              return;
            case 'NOTICE':
              // A refused join (suspended, banned, unknown channel) names the channel: stop waiting for it.
              if (pending.delete(channel)) finishWhenDone();
              return;
            case 'PRIVMSG': {
              const window = open.get(channel);
              if (!window) return;
              window.messages += 1;
              // The user id survives renames; without the tags capability the nick is the identity.
              window.senders.add(line.tags['user-id'] || line.nick || '');
              return;
            }
          }
        };

        signal?.addEventListener('abort', finish, { once: true });
        if (signal?.aborted) return finish();
        after(connectTimeoutMs, () => {
          if (socket.readyState !== WebSocket.OPEN) finish();
        });
        socket.on('open', () => {
          // Tags carry the sender's user id; commands makes Twitch say NOTICE for refused joins and RECONNECT.
          send('CAP REQ :twitch.tv/tags twitch.tv/commands');
          send(`NICK ${nick}`);
        });
        socket.on('message', (data: RawData) => {
          for (const raw of data.toString().split('\r\n')) if (raw) onLine(raw);
        });
        socket.on('error', finish);
        socket.on('close', finish);
      });
    },
  };
}

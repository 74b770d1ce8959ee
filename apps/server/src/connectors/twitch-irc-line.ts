/**
 * One IRC line as Twitch sends it (RFC 1459 with IRCv3 message tags):
 * `@badge-info=;user-id=123 :nick!nick@nick.tmi.twitch.tv PRIVMSG #channel :text`.
 */
export interface IrcLine {
  tags: Record<string, string>;
  /** The nick of a user prefix (`nick!user@host`), or null for server prefixes and none. */
  nick: string | null;
  command: string;
  /** Middle parameters, then the trailing one (after " :") as the last. */
  params: string[];
}

/** IRCv3 tag values escape ; space \ CR LF as \: \s \\ \r \n. */
const unescapeTag = (value: string) =>
  value.replace(/\\(.)/g, (_, c: string) => ({ ':': ';', s: ' ', '\\': '\\', r: '\r', n: '\n' })[c] ?? c);

/** Parses one line (without its CRLF); null for an empty or unreadable line. */
export function parseIrcLine(raw: string): IrcLine | null {
  let rest = raw.trim();
  if (!rest) return null;
  const tags: Record<string, string> = {};
  if (rest.startsWith('@')) {
    const end = rest.indexOf(' ');
    if (end < 0) return null;
    for (const pair of rest.slice(1, end).split(';')) {
      const eq = pair.indexOf('=');
      if (eq < 0) tags[pair] = '';
      else tags[pair.slice(0, eq)] = unescapeTag(pair.slice(eq + 1));
    }
    rest = rest.slice(end + 1).trimStart();
  }
  let nick: string | null = null;
  if (rest.startsWith(':')) {
    const end = rest.indexOf(' ');
    if (end < 0) return null;
    const prefix = rest.slice(1, end);
    const bang = prefix.indexOf('!');
    nick = bang > 0 ? prefix.slice(0, bang).toLowerCase() : null;
    rest = rest.slice(end + 1).trimStart();
  }
  const trailingAt = rest.indexOf(' :');
  const head = trailingAt >= 0 ? rest.slice(0, trailingAt) : rest;
  const [command, ...params] = head.split(' ').filter(Boolean);
  if (!command) return null;
  if (trailingAt >= 0) params.push(rest.slice(trailingAt + 2));
  return { tags, nick, command: command.toUpperCase(), params };
}

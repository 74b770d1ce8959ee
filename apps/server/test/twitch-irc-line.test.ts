import { describe, expect, it } from 'vitest';
import { parseIrcLine } from '../src/connectors/twitch-irc-line.ts';

describe('parseIrcLine (Twitch chat over IRC)', () => {
  it('reads a tagged PRIVMSG: tags unescaped, the sender nick, channel and text', () => {
    const line = parseIrcLine(
      '@badge-info=;display-name=Moewe_HH;system-msg=Hallo\\sWelt\\:\\sja;user-id=512345001 :Moewe_HH!moewe_hh@moewe_hh.tmi.twitch.tv PRIVMSG #nordlichtsessions :Guten Abend : aus Harburg',
    );
    expect(line).toEqual({
      tags: { 'badge-info': '', 'display-name': 'Moewe_HH', 'system-msg': 'Hallo Welt; ja', 'user-id': '512345001' },
      nick: 'moewe_hh',
      command: 'PRIVMSG',
      params: ['#nordlichtsessions', 'Guten Abend : aus Harburg'],
    });
  });

  it('reads untagged lines, server prefixes and numerics', () => {
    expect(parseIrcLine('PING :tmi.twitch.tv')).toEqual({ tags: {}, nick: null, command: 'PING', params: ['tmi.twitch.tv'] });
    expect(parseIrcLine(':justinfan123!justinfan123@justinfan123.tmi.twitch.tv JOIN #kesselbottv')).toMatchObject({
      nick: 'justinfan123',
      command: 'JOIN',
      params: ['#kesselbottv'],
    });
    expect(parseIrcLine(':tmi.twitch.tv 001 justinfan123 :Welcome, GLHF!')).toMatchObject({
      nick: null,
      command: '001',
      params: ['justinfan123', 'Welcome, GLHF!'],
    });
    expect(
      parseIrcLine('@msg-id=msg_channel_suspended :tmi.twitch.tv NOTICE #gone :This channel does not exist or has been suspended.'),
    ).toMatchObject({
      tags: { 'msg-id': 'msg_channel_suspended' },
      command: 'NOTICE',
      params: ['#gone', 'This channel does not exist or has been suspended.'],
    });
  });

  it('refuses empty and cut-off lines', () => {
    expect(parseIrcLine('')).toBeNull();
    expect(parseIrcLine('@only-tags')).toBeNull();
    expect(parseIrcLine(':prefix-only')).toBeNull();
  });
});

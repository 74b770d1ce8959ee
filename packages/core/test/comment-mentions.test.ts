import { describe, expect, it } from 'vitest';
import { keepMentionsOf, mentionedUserIds, splitCommentBody } from '../src/comments/mentions.ts';

describe('mentionedUserIds', () => {
  it('finds each mentioned id once, in order', () => {
    expect(mentionedUserIds('@[Mia](u1) and @[Ole](u-2) and @[Mia again](u1)')).toEqual(['u1', 'u-2']);
  });

  it('ignores text that only looks like a mention', () => {
    for (const body of ['mail@[x](y z)', '@[](u1)', '@[Mia] (u1)', '@Mia(u1)', '@[Mi\na](u1)', '@[Mia](u1; drop)', 'no mention']) {
      expect(mentionedUserIds(body), body).toEqual([]);
    }
  });
});

describe('keepMentionsOf', () => {
  it('keeps allowed mentions and turns the others into plain @Name text', () => {
    expect(keepMentionsOf('Hi @[Mia](u1) and @[Eve](u9)!', new Set(['u1']))).toBe('Hi @[Mia](u1) and @Eve!');
  });
});

describe('splitCommentBody', () => {
  it('splits text and mentions without losing a character', () => {
    expect(splitCommentBody('@[Mia](u1), look at <b>this</b> @[Ole](u2)')).toEqual([
      { type: 'mention', userId: 'u1', name: 'Mia' },
      { type: 'text', text: ', look at <b>this</b> ' },
      { type: 'mention', userId: 'u2', name: 'Ole' },
    ]);
    expect(splitCommentBody('plain')).toEqual([{ type: 'text', text: 'plain' }]);
    expect(splitCommentBody('')).toEqual([]);
  });
});

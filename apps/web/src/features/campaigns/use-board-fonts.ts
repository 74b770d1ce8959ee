import { useEffect, useMemo } from 'react';
import type { Board } from './use-board.ts';

/**
 * Fetches the web-font subsets (unicode ranges) the board's text needs as soon as the board arrives. Otherwise the
 * first card in, say, Cyrillic that scrolls into view fetches its subset mid-scroll, and the font swap lays out
 * every text on the page again: a run of dropped frames in the middle of scrolling.
 */
export function useBoardFonts(board: Pick<Board, 'cards' | 'members'>): void {
  const characters = useMemo(() => {
    const seen = new Set<string>();
    const add = (text: string | null) => {
      if (text) for (const character of text) seen.add(character);
    };
    for (const card of board.cards) {
      add(card.channel.name);
      add(card.channel.handle);
      add(card.notes);
    }
    for (const member of board.members) add(member.name);
    return [...seen].join('');
  }, [board.cards, board.members]);

  useEffect(() => {
    if (!characters || typeof document === 'undefined' || !('fonts' in document)) return;
    const family = getComputedStyle(document.body).fontFamily;
    // A subset that fails to load only leaves the fallback font in place: nothing to report.
    document.fonts.load(`1em ${family}`, characters).catch(() => undefined);
  }, [characters]);
}

/**
 * Giveaway (Gewinnspiel, winactie) markers in German, English and Dutch posts (pure, no I/O).
 * "win" alone is far too common ("win the match"), so English needs a giveaway phrase ("chance to win").
 * Strong markers name a giveaway; weak ones ("tag a friend", "to enter") are also plain engagement bait, so a post
 * needs one strong marker or two weak ones to count as a giveaway.
 */

import { trimEndMatching } from '../../kernel/index.ts';
import { unglueWords } from './unglue.ts';

const TAG_END = String.raw`(?![\p{L}\p{N}_])`;

const STRONG_RULES: readonly RegExp[] = [
  new RegExp(`#(?:giveaway|giveaways|gewinnspiel|verlosung|winactie|gewinnen|sweepstakes|verloting|weggeefactie)${TAG_END}`, 'giu'),
  // German.
  /\b(?:gewinnspiel|verlosung|verlosungen|teilnahmebedingungen|teilnahmeschluss|gewinnspielbedingungen)\b/giu,
  /\b(?:ich\s+verlose|wir\s+verlosen|verlosen\s+wir|verlose\s+ich|verlosen\s+(?:ein|eine|einen|\d))/giu,
  /\bzu\s+gewinnen\b/giu,
  /\b(?:gewinne|gewinnt)\s+(?:ein|eine|einen|1|2|3|\d+x?)\b/giu,
  /\bder\s+gewinner\s+wird\b|\bdie\s+gewinner(?:in)?\s+(?:wird|werden)\b/giu,
  // "wird unter allen Kommentaren verlost": the passive and past forms of verlosen, and the old word for a contest.
  /\b(?:verlost|verlosten|verloste)\b|\bpreisausschreiben\b/giu,
  /\b(?:kannst\s+du|könnt\s+ihr|können\s+sie)\s+(?:[\p{L}\p{N}]+\s+){0,5}?gewinnen\b|\b(?:gewinnst\s+du|gewinnt\s+ihr)\b/giu,
  // English.
  /\bgive[\s-]?away\b/giu,
  /\b(?:chance|chances)\s+to\s+win\b|\benter\s+to\s+win\b|\bhow\s+to\s+enter\b/giu,
  /\b(?:winners?\s+will\s+be\s+(?:announced|chosen|picked|selected|drawn)|(?:one|\d+)\s+lucky\s+winners?)\b/giu,
  /\bsweepstakes\b/giu,
  // "I'm giving away" names a giveaway; a bare "giving away" is often figurative ("giving away the ending").
  /\b(?:i'?m|i\s+am|we'?re|we\s+are|i'?ll\s+be|we'?ll\s+be|to\s+be)\s+giving\s+away\b/giu,
  /\b(?:extra|bonus|more|additional|\d+)\s+entries\b|\braffles?\b|\bno\s+purchase\s+necessary\b|\bto\s+be\s+entered\s+(?:into|to\s+win|for)\b/giu,
  /\b(?:like|comment|follow|subscribe|share|repost)\b[^.!?\n]{0,40}?\bto\s+(?:win|enter)\b/giu,
  // Dutch.
  /\b(?:winactie|verloting|maak\s+(?:ook\s+)?kans\b|wat\s+je\s+moet\s+doen\s+om\s+te\s+winnen|win\s+(?:1|één|een)\s+van\s+de)\b/giu,
  /\b(?:we\s+verloten|verloten\s+we|ik\s+verloot|verloot\s+ik|de\s+winnaar\s+wordt|winnaars\s+worden)\b/giu,
];

const WEAK_RULES: readonly RegExp[] = [
  new RegExp(`#(?:win|competition|contest)${TAG_END}`, 'giu'),
  /\b(?:markiere|markiert|verlinke|verlinkt|tagge|taggt)\s+(?:\d+\s+|einen?\s+|deine?n?\s+|eure?n?\s+|zwei\s+|drei\s+)?(?:freund|freundin|freunde|freundinnen|person|personen|lieblingsmenschen?)/giu,
  /\bmit\s+etwas\s+glück\b/giu,
  /\btag\s+(?:a|\d+|two|three|your|some)\s+(?:friends?|buddies|besties?|people|person)\b/giu,
  /\bto\s+enter\s*(?:[:,.!]|\s+(?:simply|just))/giu,
  /\bwin\s+(?:\w+\s+){0,2}prizes?\b/giu,
  // "win a PS5", "win your dream car": a prize offered to the reader, but also a game or match ("win a match").
  /\bwin\s+(?:a|an|your|one\s+of|free)\s/giu,
  /\b(?:mitmachen|teilnehmen|mitzumachen|teilzunehmen)\b/giu,
  /\bdoe\s+mee\b/giu,
  /\b(?:tag|tagg?)\s+(?:een|je|jouw)\s+(?:vriend|vriendin|vrienden|bestie)\b/giu,
];

/** Every rule needs one of these words: plain substring scans of the lowercased text skip most posts cheaply. */
const MARKER_WORDS = [
  'gewinn',
  'verlos',
  'teilnahme',
  'giveaway',
  'give away',
  'give-away',
  '#win',
  'to win',
  'winner',
  'winnen',
  'winactie',
  'win 1',
  'win één',
  'win een',
  'enter',
  'contest',
  'competition',
  'sweepstake',
  'markier',
  'verlink',
  'tagg',
  'tag ',
  'glück',
  'lucky',
  'verloting',
  'kans',
  'entries',
  'weggeef',
  'prize',
  'giving away',
  'raffle',
  'purchase necessary',
  'preisausschreiben',
  'verlot',
  'verloot',
  'winnaar',
  'mitmach',
  'mitzumach',
  'teilnehm',
  'teilzunehm',
  'doe mee',
  'win a',
  'win your',
  'win one',
  'win free',
];
const hasMarkerWord = (text: string) => {
  const lower = text.toLowerCase();
  return MARKER_WORDS.some((word) => lower.includes(word));
};

function collect(text: string, rules: readonly RegExp[]): { index: number; marker: string }[] {
  const found: { index: number; marker: string }[] = [];
  for (const pattern of rules) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern))
      found.push({
        index: match.index,
        marker: trimEndMatching(match[0].replace(/\s+/g, ' '), /[\s:,.!]/).trim(),
      });
  }
  return found;
}

interface GiveawayDetection {
  isGiveaway: boolean;
  /** Strong and weak markers as written in the text, each once (case-insensitively), in text order. */
  markers: string[];
}

/** Finds giveaway markers and decides: one strong marker, or two different weak ones. */
export function detectGiveaway(text: string): GiveawayDetection {
  if (!hasMarkerWord(text)) return { isGiveaway: false, markers: [] };
  const asWritten = detectIn(text);
  if (asWritten.isGiveaway) return asWritten;
  const unglued = unglueWords(text);
  return unglued === text ? asWritten : detectIn(unglued);
}

function detectIn(text: string): GiveawayDetection {
  const strong = collect(text, STRONG_RULES);
  const weak = collect(text, WEAK_RULES);
  const seen = new Set<string>();
  const markers = [...strong, ...weak]
    .sort((a, b) => a.index - b.index)
    .filter(({ marker }) => !seen.has(marker.toLowerCase()) && seen.add(marker.toLowerCase()))
    .map((f) => f.marker);
  const weakKinds = new Set(weak.map((w) => w.marker.toLowerCase()));
  return { isGiveaway: strong.length > 0 || weakKinds.size >= 2, markers };
}

/** The giveaway markers (strong and weak) in a text. */
export function findGiveawayMarkers(text: string): string[] {
  return detectGiveaway(text).markers;
}

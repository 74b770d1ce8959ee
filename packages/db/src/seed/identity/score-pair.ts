/**
 * The confidence that two channels on different platforms belong to one person, with its explanation. Positive
 * evidence combines like independent witnesses (1 − Π(1 − w)); counter-evidence then subtracts. Weights were set on
 * the tuning part of the hand-labelled sample (packages/db/seed-data/identity-labels), never on the sealed part.
 */
import { identityDecisionFor, type IdentityDecision, type IdentityEvidence } from '@creatorlens/contracts';
import { channelLabel, PLATFORM_LABELS, type IdentityChannel } from './identity-channel.ts';
import { handleKeysOf, nameKeysOf, undecoratedKey } from './keys.ts';
import { profileReferences } from './profile-links.ts';

export interface ScoredPair {
  a: IdentityChannel;
  b: IdentityChannel;
  confidence: number;
  evidence: IdentityEvidence[];
  decision: IdentityDecision | null;
}

/** How many channels of a platform carry a key (a username or name key); more than one makes the key ambiguous. */
export type KeyCount = (platform: string, key: string, kind: 'handle' | 'name') => number;

export const EVIDENCE_WEIGHTS = {
  sourceLink: 0.97,
  profileLink: 0.95,
  labelledMention: 0.9,
  handleEqualLong: 0.85,
  handleEqualMedium: 0.75,
  handleEqualShort: 0.5,
  handleNameMultiword: 0.8,
  handleContainsName: 0.6,
  handleNameOneWord: 0.5,
  handleNameOneWordLong: 0.7,
  nameEqualMultiword: 0.55,
  nameEqualOneWord: 0.35,
  handleSimilar: 0.5,
  countryDiffers: -0.15,
  languageDiffers: -0.1,
  ambiguousKey: -0.35,
  fanAccount: -0.6,
} as const;

const FAN_ACCOUNT = /\b(?:fan\s?page|fan\s?account|fanaccount|fan club|fanclub|parody|parodie|not (?:the )?real|nicht echt)\b/i;

function handleEqualWeight(key: string): number {
  if (key.length >= 8) return EVIDENCE_WEIGHTS.handleEqualLong;
  if (key.length >= 6) return EVIDENCE_WEIGHTS.handleEqualMedium;
  return EVIDENCE_WEIGHTS.handleEqualShort;
}

/** Links in one direction: what `from`'s texts say about `to`. */
function linkEvidence(from: IdentityChannel, to: IdentityChannel): IdentityEvidence | null {
  if (from.linked.includes(to.key)) {
    return {
      kind: 'source-link',
      weight: EVIDENCE_WEIGHTS.sourceLink,
      de: `Eine Quelle führt ${channelLabel(to)} als Kanal derselben Person wie ${channelLabel(from)}`,
      en: `A source lists ${channelLabel(to)} as the same person's channel as ${channelLabel(from)}`,
    };
  }
  const toKeys = new Set([...handleKeysOf(to), to.platformId]);
  for (const text of from.texts) {
    for (const reference of profileReferences(text)) {
      if (reference.platform !== to.platform || !toKeys.has(reference.key)) continue;
      const isLink = reference.via === 'profile-link';
      return {
        kind: reference.via,
        weight: isLink ? EVIDENCE_WEIGHTS.profileLink : EVIDENCE_WEIGHTS.labelledMention,
        de: isLink
          ? `Die Beschreibung von ${channelLabel(from)} verlinkt ${channelLabel(to)} („${reference.text}“)`
          : `Die Beschreibung von ${channelLabel(from)} nennt ${channelLabel(to)} („${reference.text}“)`,
        en: isLink
          ? `The description of ${channelLabel(from)} links to ${channelLabel(to)} ("${reference.text}")`
          : `The description of ${channelLabel(from)} names ${channelLabel(to)} ("${reference.text}")`,
      };
    }
  }
  return null;
}

/** Scores one pair; `keyCount` tells which shared keys are ambiguous on a platform. */
export function scorePair(a: IdentityChannel, b: IdentityChannel, keyCount: KeyCount): ScoredPair {
  const evidence: IdentityEvidence[] = [];
  const links = [linkEvidence(a, b), linkEvidence(b, a)].filter((e): e is IdentityEvidence => e !== null);
  // One link is proof enough; the strongest of the two directions is kept (a second one says nothing new).
  links.sort((x, y) => y.weight - x.weight);
  if (links[0]) evidence.push(links[0]);

  // The key each name or username evidence rests on, and whether another channel of one platform shares it.
  const ambiguousEvidence = new Set<IdentityEvidence>();
  const markAmbiguity = (item: IdentityEvidence, key: string, kind: 'handle' | 'name') => {
    if (keyCount(a.platform, key, kind) > 1 || keyCount(b.platform, key, kind) > 1) ambiguousEvidence.add(item);
  };
  const pa = PLATFORM_LABELS[a.platform];
  const pb = PLATFORM_LABELS[b.platform];

  const handlesA = handleKeysOf(a);
  const handlesB = handleKeysOf(b);
  const sharedHandle = handlesA.filter((k) => handlesB.includes(k)).sort((x, y) => y.length - x.length)[0];
  if (sharedHandle) {
    evidence.push({
      kind: 'handle-equal',
      weight: handleEqualWeight(sharedHandle),
      de: `Gleicher Nutzername auf ${pa} und ${pb} („${sharedHandle}“)`,
      en: `Same username on ${pa} and ${pb} ("${sharedHandle}")`,
    });
    markAmbiguity(evidence.at(-1)!, sharedHandle, 'handle');
  } else {
    const similar = handlesA
      .flatMap((x) => handlesB.map((y) => [x, y] as const))
      .find(([x, y]) => {
        const bx = undecoratedKey(x) ?? x;
        const by = undecoratedKey(y) ?? y;
        return bx === by && bx.length >= 6;
      });
    if (similar) {
      evidence.push({
        kind: 'handle-similar',
        weight: EVIDENCE_WEIGHTS.handleSimilar,
        de: `Fast gleiche Nutzernamen: „${similar[0]}“ (${pa}) und „${similar[1]}“ (${pb})`,
        en: `Nearly equal usernames: "${similar[0]}" (${pa}) and "${similar[1]}" (${pb})`,
      });
    }
  }

  const namesA = nameKeysOf(a);
  const namesB = nameKeysOf(b);
  // A username (or the username without its decoration) equal to the other side's display name ("Selena Gomez" ↔
  // selenagomez, "Ria Ricis" ↔ riaricis1795); a one-word name must be distinctive.
  const withBare = (keys: string[]) => new Set(keys.flatMap((k) => [k, undecoratedKey(k) ?? k]));
  const bareA = withBare(handlesA);
  const bareB = withBare(handlesB);
  const nameMatch = (names: typeof namesA, handles: Set<string>, raw: string[]) =>
    names.find((n) => handles.has(n.key) && n.key !== sharedHandle && n.key.length >= 6) ??
    names.find((n) => n.isMultiword && n.key.length >= 8 && raw.some((h) => h !== n.key && h.includes(n.key)));
  const handleName = nameMatch(namesB, bareA, handlesA) ?? nameMatch(namesA, bareB, handlesB);
  if (handleName && !sharedHandle) {
    const isContained = ![...bareA, ...bareB].includes(handleName.key);
    const weight = isContained
      ? EVIDENCE_WEIGHTS.handleContainsName
      : handleName.isMultiword
        ? EVIDENCE_WEIGHTS.handleNameMultiword
        : handleName.key.length >= 9
          ? EVIDENCE_WEIGHTS.handleNameOneWordLong
          : EVIDENCE_WEIGHTS.handleNameOneWord;
    evidence.push({
      kind: 'handle-name',
      weight,
      de: isContained
        ? `Der Nutzername auf einer Plattform enthält den vollen Anzeigenamen auf der anderen („${handleName.name}“)`
        : `Der Nutzername auf einer Plattform ist der Anzeigename auf der anderen („${handleName.name}“)`,
      en: isContained
        ? `The username on one platform contains the full display name on the other ("${handleName.name}")`
        : `The username on one platform is the display name on the other ("${handleName.name}")`,
    });
    markAmbiguity(evidence.at(-1)!, handleName.key, 'name');
  }
  const sharedName =
    namesA.find((n) => n.isMultiword && namesB.some((m) => m.isMultiword && m.key === n.key)) ??
    namesA.find((n) => n.key.length >= 6 && namesB.some((m) => m.key === n.key));
  if (sharedName) {
    evidence.push({
      kind: 'name-equal',
      weight: sharedName.isMultiword ? EVIDENCE_WEIGHTS.nameEqualMultiword : EVIDENCE_WEIGHTS.nameEqualOneWord,
      de: `Gleicher Anzeigename auf beiden Plattformen („${sharedName.name}“)`,
      en: `Same display name on both platforms ("${sharedName.name}")`,
    });
    markAmbiguity(evidence.at(-1)!, sharedName.key, 'name');
  }

  const positive = 1 - evidence.reduce((rest, e) => rest * (1 - e.weight), 1);
  const hasLink = links.length > 0;
  // Counter-evidence weighs against names and usernames; a stated link is not weakened by them.
  if (!hasLink && evidence.length > 0) {
    if (a.country && b.country && a.country !== b.country) {
      evidence.push({
        kind: 'country-differs',
        weight: EVIDENCE_WEIGHTS.countryDiffers,
        de: `Verschiedene Herkunftsländer (${a.country} und ${b.country})`,
        en: `Different home countries (${a.country} and ${b.country})`,
      });
    }
    if (a.language && b.language && a.language !== b.language) {
      evidence.push({
        kind: 'language-differs',
        weight: EVIDENCE_WEIGHTS.languageDiffers,
        de: `Verschiedene Sprachen (${a.language} und ${b.language})`,
        en: `Different languages (${a.language} and ${b.language})`,
      });
    }
    // Only the strongest name or username evidence decides: a unique equal username is not weakened because the
    // display name beside it ("marshmello") is also used by a fan account.
    const strongest = evidence.filter((e) => e.weight > 0).sort((x, y) => y.weight - x.weight)[0];
    if (strongest && ambiguousEvidence.has(strongest)) {
      evidence.push({
        kind: 'ambiguous-key',
        weight: EVIDENCE_WEIGHTS.ambiguousKey,
        de: `Der stärkste Hinweis passt auf mehrere Kanäle derselben Plattform (${strongest.de})`,
        en: `The strongest clue fits several channels of the same platform (${strongest.en})`,
      });
    }
  }
  const fanText = [...a.texts, ...b.texts, ...a.names, ...b.names].find((t) => FAN_ACCOUNT.test(t));
  if (!hasLink && fanText) {
    evidence.push({
      kind: 'fan-account',
      weight: EVIDENCE_WEIGHTS.fanAccount,
      de: 'Eine Beschreibung nennt den Kanal eine Fanseite oder Parodie',
      en: 'A description calls the channel a fan page or parody',
    });
  }
  const negative = evidence.filter((e) => e.weight < 0).reduce((sum, e) => sum + e.weight, 0);
  const confidence = Math.round(Math.min(1, Math.max(0, positive + negative)) * 100) / 100;
  return { a, b, confidence, evidence, decision: identityDecisionFor(confidence) };
}

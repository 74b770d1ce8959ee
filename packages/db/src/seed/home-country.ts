/**
 * Whether a channel's own words place the creator in the country a list filed them under. inBeat's pages are
 * "top influencers in Germany": a listing for a market, which also holds brands and creators from elsewhere (an Irish
 * retailer, an Italian model). The page country becomes the creator's home country only when the bio names the
 * country, shows its flag or names one of its larger cities, or inBeat filed the creator on a city page (its city pages
 * come from the location on the profile). Otherwise the channel is only "listed for" that market.
 */

const EVIDENCE: Record<string, { flag: string; words: string[] }> = {
  DE: {
    flag: '🇩🇪',
    words: [
      'deutschland',
      'germany',
      'german',
      'deutsch',
      'berlin',
      'hamburg',
      'münchen',
      'munich',
      'köln',
      'cologne',
      'frankfurt',
      'stuttgart',
      'düsseldorf',
      'leipzig',
      'dresden',
      'hannover',
      'nürnberg',
      'bremen',
      'dortmund',
    ],
  },
  AT: {
    flag: '🇦🇹',
    words: ['österreich', 'austria', 'wien', 'vienna', 'graz', 'linz', 'salzburg', 'innsbruck', 'klagenfurt'],
  },
  CH: {
    flag: '🇨🇭',
    words: [
      'schweiz',
      'switzerland',
      'suisse',
      'svizzera',
      'zürich',
      'zurich',
      'bern',
      'basel',
      'genf',
      'geneva',
      'genève',
      'lausanne',
      'luzern',
      'lucerne',
      'st. gallen',
    ],
  },
};

/** True when the bio or a city page supports `country` as the creator's home; false when nothing does. */
export function hasHomeCountryEvidence(country: string | null, bio: string | null, city: string | null | undefined): boolean {
  if (!country) return false;
  if (city) return true;
  const evidence = EVIDENCE[country];
  if (!evidence || !bio) return false;
  const text = bio.toLowerCase();
  if (text.includes(evidence.flag)) return true;
  // Whole words only ("Berlinerin" is not Berlin). Essen is left out: on food pages it is the German word for food.
  return evidence.words.some((word) => new RegExp(`(^|[^\\p{L}])${word.replace('.', '\\.')}($|[^\\p{L}])`, 'u').test(text));
}

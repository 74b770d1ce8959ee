import { CREATOR_FILTER_NUMBER_FIELDS, boundsOf, type CreatorFilterKey, type CreatorFilterNumberKey } from '@creatorlens/contracts';

/**
 * How the web app offers each field of the creator filter (contracts creator-filter.ts). Every field the API accepts
 * needs an entry, or this does not compile (and test/discovery-filter-controls.test.ts fails): a new filter cannot
 * reach the API without reaching the user.
 */
export const FILTER_CONTROLS = {
  text: 'search',
  followersMin: 'number',
  followersMax: 'number',
  engagementMin: 'percent',
  engagementMax: 'percent',
  growth30dMin: 'percent',
  growth30dMax: 'percent',
  averageViewsMin: 'number',
  averageLikesMin: 'number',
  postsPerWeekMin: 'number',
  postsPerWeekMax: 'number',
  country: 'select',
  alsoListedForMarket: 'checkbox',
  language: 'select',
  category: 'category-picker',
  dataNewerThan: 'select',
  botRisk: 'choices',
  channelType: 'choices',
  // Chosen beside the results rather than in the form: the sort select, and the notice about unknown figures.
  sort: 'sort-select',
  direction: 'sort-select',
  includeUnknown: 'hidden-unknown-notice',
} as const satisfies Record<CreatorFilterKey, string>;

/** The fields the filters panel (the form) edits. */
export type PanelFilterKey = {
  [K in CreatorFilterKey]: (typeof FILTER_CONTROLS)[K] extends 'sort-select' | 'hidden-unknown-notice' ? never : K;
}[CreatorFilterKey];

export const PANEL_FILTER_KEYS = (Object.keys(FILTER_CONTROLS) as CreatorFilterKey[]).filter(
  (key): key is PanelFilterKey => FILTER_CONTROLS[key] !== 'sort-select' && FILTER_CONTROLS[key] !== 'hidden-unknown-notice',
);

const NUMBER_KEYS = Object.keys(CREATOR_FILTER_NUMBER_FIELDS) as CreatorFilterNumberKey[];

/** A figure typed in the panel: counts as they are, rates as percentages (the API carries fractions). */
export const isPercentField = (key: CreatorFilterNumberKey) => boundsOf(key).unit === 'fraction';

/** What the number inputs of a field allow, in the unit the user types (percent for rates). */
export function inputBoundsOf(key: CreatorFilterNumberKey): { min: number; max: number } {
  const bounds = boundsOf(key);
  const scale = isPercentField(key) ? 100 : 1;
  return { min: bounds.min * scale, max: bounds.max * scale };
}

/** A typed number as the API's value: percent to fraction, clamped into the schema's bounds, counts rounded. */
export function toFilterValue(key: CreatorFilterNumberKey, typed: number): number {
  const bounds = boundsOf(key);
  const value = isPercentField(key) ? typed / 100 : typed;
  const clamped = Math.min(bounds.max, Math.max(bounds.min, value));
  return bounds.isInteger ? Math.round(clamped) : clamped;
}

export { NUMBER_KEYS as PANEL_NUMBER_KEYS };

/**
 * The industry branches a brand is filed under (brand.branch): the sponsor dictionary assigns them, the brand pages
 * and the coupon directory show and filter by them. Labels live in the catalogues (`BrandBranches.<branch>`, de and
 * en); a branch outside this list (a brand typed in by hand) is shown as written.
 */
export const BRAND_BRANCHES = [
  'beauty',
  'education',
  'fashion',
  'fitness',
  'food',
  'gambling',
  'gaming',
  'health',
  'home',
  'media',
  'shopping',
  'tech',
  'travel',
] as const;

export type BrandBranch = (typeof BRAND_BRANCHES)[number];

const BRANCH_SET: ReadonlySet<string> = new Set(BRAND_BRANCHES);

export function isBrandBranch(value: string): value is BrandBranch {
  return BRANCH_SET.has(value);
}

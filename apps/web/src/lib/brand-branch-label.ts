import { isBrandBranch, type BrandBranch } from '@creatorlens/contracts';

/**
 * The label of a brand's industry branch in the UI language (`BrandBranches.<branch>`, de and en); a branch outside
 * the list (a brand typed in by hand) as written. Takes the translator, so the app (react-i18next) and the site's own
 * entry (site translator) word it the same.
 */
export function brandBranchLabel(t: (key: `BrandBranches.${BrandBranch}`) => string, branch: string): string {
  return isBrandBranch(branch) ? t(`BrandBranches.${branch}`) : branch;
}

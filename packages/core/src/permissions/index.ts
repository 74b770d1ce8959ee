export {
  defineAbilityFor,
  createAbilityFromRules,
  readablePostPlatforms,
  postSubject,
  type Action,
  type SubjectName,
  type AppAbility,
  type RawRuleOf,
} from './ability.ts';
export { requirePermission, requireOrganization } from './require.ts';
export { SPEC_PERMISSIONS } from './catalogue.ts';

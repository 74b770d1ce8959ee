export {
  readRateLimitRules,
  DEFAULT_RATE_LIMITS,
  NOTIFY_CAPS,
  UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY,
  MAX_PAGE_SIZE,
  INVITATION_LIFETIME_DAYS,
  PASSWORD_RESET_LINK_SECONDS,
  EMAIL_VERIFICATION_LINK_SECONDS,
  EXPIRED_GUEST_RETENTION_MINUTES,
  type RateLimitRule,
  type RateLimitName,
  type RateLimitRules,
} from './limits.ts';
export { consumeRateLimit, enforceRateLimit, deleteExpiredRateLimitBuckets } from './rate-limit.ts';
export { JSON_BODY_LIMITS } from './request-body-limits.ts';
export { TEXT_ANALYSIS_LIMITS } from './text-analysis-limits.ts';

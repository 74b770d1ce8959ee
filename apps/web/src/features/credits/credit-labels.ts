import { useTranslation } from 'react-i18next';

const KNOWN_REASONS = ['monthly-grant', 'admin-adjustment', 'export', 'audience-report', 'channel-refresh', 'refund'] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];
const isKnownReason = (reason: string): reason is KnownReason => (KNOWN_REASONS as readonly string[]).includes(reason);

/** A ledger reason in the reader's language; a reason added later shows as written until it is translated. */
export function useReasonLabel(): (reason: string) => string {
  const { t } = useTranslation();
  return (reason) => (isKnownReason(reason) ? t(`Credits.reason.${reason}`) : reason);
}

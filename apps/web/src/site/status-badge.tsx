import { useEffect, useState } from 'react';
import { cn } from '@creatorlens/ui';
import { useSiteTranslation } from './site-i18n-context.tsx';

interface StatusReport {
  status: 'ok' | 'degraded';
  version: string;
}

async function fetchStatus(): Promise<StatusReport> {
  const response = await fetch('/api/status', { headers: { accept: 'application/json' } });
  // 503 still carries a report (database unreachable); anything else is "unknown".
  if (response.status !== 200 && response.status !== 503) throw new Error(`status ${response.status}`);
  return (await response.json()) as StatusReport;
}

/** The footer's status badge, fed by our own /api/status. */
export function StatusBadge() {
  const { t } = useSiteTranslation();
  const [state, setState] = useState<StatusReport['status'] | 'unknown'>('unknown');
  useEffect(() => {
    let isCurrent = true;
    fetchStatus().then(
      (report) => isCurrent && setState(report.status),
      () => isCurrent && setState('unknown'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  const label = state === 'ok' ? t('Site.status-ok') : state === 'degraded' ? t('Site.status-degraded') : t('Site.status-unknown');
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-xs"
      data-testid="status-badge"
      data-state={state}
    >
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          state === 'ok' ? 'bg-emerald-500' : state === 'degraded' ? 'bg-amber-500' : 'bg-muted-foreground',
        )}
      />
      <span className="sr-only">{t('Site.status-label')}: </span>
      {label}
    </p>
  );
}

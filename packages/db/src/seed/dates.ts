/** Day strings (YYYY-MM-DD, UTC) and the date formats of the seed files. */

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** ISO 8601 (`2020-08-11T18:00:03Z`, `2026-01-28T00:26:46.333802+00:00`); null when invalid. */
export function parseIso(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2025-05-21 09:44:45` in a fixed UTC offset such as `+07:00`. */
export function parseLocalDateTime(value: string | null | undefined, offset: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec((value ?? '').trim());
  return match ? parseIso(`${match[1]}T${match[2]}${offset}`) : null;
}

/** Day-first `02/03/2025 17:48:52` (treated as UTC: the file does not state a zone). */
export function parseDayFirst(value: string | null | undefined): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec((value ?? '').trim());
  if (!match) return null;
  const [, d, m, y, hh = '0', mm = '0', ss = '0'] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss)));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** ISO 8601 duration `PT10M5S` → seconds. */
export function parseDurationSeconds(value: string | null | undefined): number | null {
  const match = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec((value ?? '').trim());
  if (!match || value === 'P' || value === 'PT') return null;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 86400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

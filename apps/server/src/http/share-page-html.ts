import { figureAge, figureBasisText, type FigureBasisEntry, type ShareFigure } from '@creatorlens/contracts';
import type { SharedList, SharedRow } from '@creatorlens/core/shares';
import { catalogues, formatDate, formatInteger, formatPercent, translateFor, type Catalogue, type Locale } from '@creatorlens/i18n';

/*
 * The public page of a share link, rendered here as plain HTML: it needs no account, no JavaScript and no app bundle,
 * so it works in any client's browser, sends no session and cannot leak more than this markup holds. Every word comes
 * from the catalogues in the viewer's language; every value is escaped.
 */

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

type Values = Record<string, string | number>;

/**
 * A catalogue lookup for server-rendered text: the server's one translator (translateFor: i18next's `{{name}}`
 * interpolation, `_one`/`_other` plurals, English fallback), taking keys built at run time (`Sources.${id}`).
 */
export function translator(locale: Locale): (key: string, values?: Values) => string {
  return translateFor(locale) as (key: string, values?: Values) => string;
}

type Translate = ReturnType<typeof translator>;

const dayToTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

const isKnownSource = (locale: Locale, id: string): boolean =>
  id !== 'unknown' && !id.includes('.') && Object.hasOwn((catalogues[locale] as Catalogue & { Sources: object }).Sources, id);

/** A source's label as the app's useSourceLabel says it ("Source “x”" for an id without a label). */
function sourceLabel(t: Translate, locale: Locale, id: string): string {
  return isKnownSource(locale, id) ? t(`Sources.${id}`) : t('Sources.unknown', { id });
}

/** The words the app's FigureBasisNote uses, from the one rule in contracts (figureBasisText). */
function basisText(t: Translate, locale: Locale, entry: FigureBasisEntry | undefined): string | null {
  if (!entry) return null;
  return figureBasisText(entry, { t, day: (day) => formatDate(locale, dayToTime(day)), source: (id) => sourceLabel(t, locale, id) });
}

interface Column {
  figure: ShareFigure | 'notes' | 'budget';
  header: string;
  isNumeric: boolean;
  cell: (row: SharedRow) => { value: string; note?: string | null; badge?: string | null };
}

function columnsFor(list: SharedList, t: Translate, locale: Locale, now: number): Column[] {
  const none = t('Shares.no-figure');
  const shows = (figure: ShareFigure) => list.options.figures.includes(figure);
  const columns: Column[] = [];
  if (shows('followers')) {
    columns.push({
      figure: 'followers',
      header: t('Shares.col-followers'),
      isNumeric: true,
      cell: (row) => ({ value: row.followers == null ? none : formatInteger(locale, row.followers) }),
    });
  }
  if (shows('engagementRate')) {
    columns.push({
      figure: 'engagementRate',
      header: t('Shares.col-engagement'),
      isNumeric: true,
      cell: (row) => ({
        value: row.engagementRate == null ? none : formatPercent(locale, row.engagementRate),
        note: basisText(t, locale, row.basis.engagement),
      }),
    });
  }
  if (shows('averages')) {
    columns.push({
      figure: 'averages',
      header: t('Shares.col-averages'),
      isNumeric: true,
      cell: (row) => ({
        value: row.averageViews == null ? none : formatInteger(locale, Math.round(row.averageViews)),
        note: basisText(t, locale, row.basis.averages),
      }),
    });
  }
  if (shows('growth')) {
    columns.push({
      figure: 'growth',
      header: t('Shares.col-growth'),
      isNumeric: true,
      cell: (row) => ({
        value: row.followers30dGrowth == null ? none : formatPercent(locale, row.followers30dGrowth),
        note: basisText(t, locale, row.basis.growth),
      }),
    });
  }
  if (shows('botRisk')) {
    const known = new Set(['low', 'medium', 'high', 'insufficient-data']);
    columns.push({
      figure: 'botRisk',
      header: t('Shares.col-bot-risk'),
      isNumeric: false,
      cell: (row) => ({ value: t(`Shares.bot-risk-${row.botRisk && known.has(row.botRisk) ? row.botRisk : 'unknown'}`) }),
    });
  }
  if (shows('dataDate')) {
    columns.push({
      figure: 'dataDate',
      header: t('Shares.col-data-date'),
      isNumeric: false,
      cell: (row) => {
        if (row.dataAsOf == null) return { value: none };
        const age = figureAge(row.dataAsOf, now);
        return {
          value: formatDate(locale, row.dataAsOf),
          // An unlabelled source already reads "Source “x”"; a labelled one gets the prefix.
          note: !row.source
            ? null
            : isKnownSource(locale, row.source)
              ? t('Shares.data-source', { source: sourceLabel(t, locale, row.source) })
              : sourceLabel(t, locale, row.source),
          badge: age === 'aging' || age === 'stale' ? t(`FigureBasis.age-${age}`) : null,
        };
      },
    });
  }
  if (list.options.includeBudgets && list.kind === 'campaign') {
    const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    columns.push({
      figure: 'budget',
      header: t('Shares.col-budget'),
      isNumeric: true,
      cell: (row) => ({ value: row.maxBudget == null ? none : euros.format(Number(row.maxBudget)) }),
    });
  }
  if (list.options.includeNotes && list.kind === 'campaign') {
    columns.push({ figure: 'notes', header: t('Shares.col-notes'), isNumeric: false, cell: (row) => ({ value: row.notes || none }) });
  }
  return columns;
}

const STYLE = `
:root{color-scheme:light dark;--fg:#16181d;--muted:#5b6270;--line:#e3e5ea;--bg:#fff;--head:#f6f7f9;--warn:#8a5a00}
@media (prefers-color-scheme:dark){:root{--fg:#eceef2;--muted:#a3a9b6;--line:#2c313a;--bg:#111317;--head:#181b21;--warn:#f0b34a}}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:1200px;margin:0 auto;padding:24px 16px 48px}header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:12px;align-items:flex-start}
h1{font-size:24px;margin:2px 0 4px}.kind{font-size:13px;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
.meta,.note,footer{color:var(--muted);font-size:13px}.lang a{margin-left:8px}.lang a[aria-current]{font-weight:600;text-decoration:none;color:var(--fg)}
.table{overflow-x:auto;margin-top:20px;border:1px solid var(--line);border-radius:8px}table{border-collapse:collapse;width:100%}
th,td{padding:10px 12px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}th{background:var(--head);font-size:13px;white-space:nowrap}
td.num,th.num{text-align:right}tr:last-child td{border-bottom:0}.handle{color:var(--muted);font-size:13px}.note{display:block;font-size:12px;max-width:260px;margin-left:auto}
td:not(.num) .note{margin-left:0}.badge{display:inline-block;font-size:11px;color:var(--warn);margin-left:6px}.notes{white-space:pre-wrap;max-width:320px}
.card{max-width:440px;margin:12vh auto 0;padding:24px;border:1px solid var(--line);border-radius:10px}
label{display:block;font-weight:600;margin:16px 0 6px}input{width:100%;padding:9px 10px;font:inherit;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg)}
button{margin-top:14px;padding:9px 16px;font:inherit;font-weight:600;border:0;border-radius:6px;background:#4f46e5;color:#fff;cursor:pointer}
.error{color:#c0262d;margin:10px 0 0}footer{margin-top:24px}`;

function languageLinks(t: Translate, locale: Locale, path: string): string {
  const link = (target: Locale, label: string) =>
    `<a href="${escapeHtml(`${path}?lang=${target}`)}" hreflang="${target}" lang="${target}"${target === locale ? ' aria-current="true"' : ''}>${label}</a>`;
  return `<nav class="lang" aria-label="${escapeHtml(t('Shares.language'))}">${link('de', 'Deutsch')}${link('en', 'English')}</nav>`;
}

function documentHtml(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

/** The list with its creators and the chosen figures. */
export function renderSharedListPage(list: SharedList, options: { locale: Locale; path: string }): string {
  const { locale, path } = options;
  const t = translator(locale);
  const columns = columnsFor(list, t, locale, list.readAt);
  const head = [
    `<th scope="col">${escapeHtml(t('Shares.col-creator'))}</th>`,
    `<th scope="col">${escapeHtml(t('Shares.col-platform'))}</th>`,
    ...columns.map((column) => `<th scope="col"${column.isNumeric ? ' class="num"' : ''}>${escapeHtml(column.header)}</th>`),
  ].join('');
  const rows = list.rows
    .map((row) => {
      const cells = columns.map((column) => {
        const cell = column.cell(row);
        const classes = [column.isNumeric ? 'num' : '', column.figure === 'notes' ? 'notes' : ''].filter(Boolean).join(' ');
        return `<td${classes ? ` class="${classes}"` : ''} data-figure="${column.figure}">${escapeHtml(cell.value)}${
          cell.badge ? `<span class="badge">${escapeHtml(cell.badge)}</span>` : ''
        }${cell.note ? `<span class="note">${escapeHtml(cell.note)}</span>` : ''}</td>`;
      });
      return `<tr data-testid="share-row"><td><strong>${escapeHtml(row.name)}</strong><br><span class="handle">${escapeHtml(
        row.handle,
      )}</span></td><td>${escapeHtml(t(`Platforms.${row.platform}`))}</td>${cells.join('')}</tr>`;
    })
    .join('\n');
  const table =
    list.rows.length === 0
      ? `<p class="meta">${escapeHtml(t('Shares.page-empty'))}</p>`
      : `<div class="table"><table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>`;
  const body = `<main>
<header><div><div class="kind">${escapeHtml(t(`Shares.page-kind-${list.kind}`))}</div><h1>${escapeHtml(list.name)}</h1>
<div class="meta">${escapeHtml(t('Shares.page-shared-by', { organization: list.organizationName }))} · ${escapeHtml(
    t('Shares.page-count', { count: list.rows.length }),
  )}</div></div>${languageLinks(t, locale, path)}</header>
${table}
<footer><p>${escapeHtml(t('Shares.page-read-at', { date: formatDate(locale, list.readAt) }))} ${escapeHtml(
    t('Shares.page-expires', { date: formatDate(locale, list.expiresAt) }),
  )}</p><p>${escapeHtml(t('Shares.footer'))}</p></footer>
</main>`;
  return documentHtml(locale, `${list.name} · ${t('Shares.page-kind-' + list.kind)}`, body);
}

/** One answer for unknown, expired and revoked tokens alike. */
export function renderShareGonePage(options: { locale: Locale; path: string }): string {
  const t = translator(options.locale);
  return documentHtml(
    options.locale,
    t('Shares.gone-title'),
    `<main><div class="card"><h1>${escapeHtml(t('Shares.gone-title'))}</h1><p>${escapeHtml(t('Shares.gone-body'))}</p>${languageLinks(
      t,
      options.locale,
      options.path,
    )}</div></main>`,
  );
}

export function renderSharePasswordPage(options: { locale: Locale; path: string; isWrongPassword: boolean }): string {
  const t = translator(options.locale);
  const action = `${options.path}?lang=${options.locale}`;
  return documentHtml(
    options.locale,
    t('Shares.password-title'),
    `<main><div class="card"><h1>${escapeHtml(t('Shares.password-title'))}</h1><p>${escapeHtml(t('Shares.password-body'))}</p>
<form method="post" action="${escapeHtml(action)}"><label for="share-password">${escapeHtml(t('Shares.password-field'))}</label>
<input id="share-password" name="password" type="password" autocomplete="current-password" required maxlength="128" autofocus${
      options.isWrongPassword ? ' aria-invalid="true" aria-describedby="share-password-error"' : ''
    }>
${options.isWrongPassword ? `<p class="error" id="share-password-error" role="alert">${escapeHtml(t('Shares.password-wrong'))}</p>` : ''}
<button type="submit">${escapeHtml(t('Shares.password-submit'))}</button></form>
${languageLinks(t, options.locale, options.path)}</div></main>`,
  );
}

export function renderShareRateLimitedPage(options: { locale: Locale; path: string }): string {
  const t = translator(options.locale);
  return documentHtml(
    options.locale,
    t('Shares.rate-limited-title'),
    `<main><div class="card"><h1>${escapeHtml(t('Shares.rate-limited-title'))}</h1><p>${escapeHtml(t('Shares.rate-limited-body'))}</p></div></main>`,
  );
}

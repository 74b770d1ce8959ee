import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { PDF_LOGO_CONTENT_TYPES, slugify } from '@creatorlens/contracts';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { requireOrganization } from '../permissions/index.ts';
import { parseLogoUpload } from '../workspace/index.ts';
import { chargeExport, type ChargedExport } from './export-charge.ts';
import { botRiskText } from './export-words.ts';
import { reportBasisLine } from './report-basis.ts';
import { printable, reportFormatters, type ReportFormatters } from './report-format.ts';
import type { ReportLocale } from './report-labels.ts';
import { loadShortlist, type Shortlist, type ShortlistCreator, type ShortlistSubject } from './shortlist-data.ts';
import { SHORTLIST_LABELS } from './shortlist-labels.ts';
import type { Dependencies } from '../dependencies.ts';

// A4 landscape: eight columns of figures fit without abbreviating the headers.
const PAGE = { width: 841.89, height: 595.28, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Content never goes below this line; the footer (agency, page numbers) sits under it. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 18;
const FOOTER_Y = PAGE.height - PAGE.margin + 6;
const LOGO_BOX = { width: 140, height: 48 };
const CELL_PADDING = { x: 4, y: 5 };
const COLOURS = { text: '#0f172a', muted: '#475569', faint: '#64748b', rule: '#e2e8f0', headerFill: '#f1f5f9' };
const RISK_COLOURS: Record<string, string> = { high: '#b91c1c', medium: '#b45309', low: '#15803d' };

type Labels = (typeof SHORTLIST_LABELS)[ReportLocale];

interface Cell {
  lines: { text: string; bold?: boolean; muted?: boolean; colour?: string }[];
  align?: 'left' | 'right';
}

interface TableColumn {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (creator: ShortlistCreator) => Cell;
}

interface ShortlistReportInput {
  subject: ShortlistSubject;
  locale?: ReportLocale;
  productName: string;
  /** Leave out the product's name everywhere (title, footer, document properties): the agency's own document. */
  isWhiteLabel?: boolean;
  /** The agency name printed in the header and footer; the organisation's name when not given. */
  agencyName?: string | null;
  /** An uploaded logo (base64 PNG or JPEG); without it the organisation's logo is used when it has one and useOrganizationLogo. */
  logoBase64?: string | null;
  useOrganizationLogo?: boolean;
  now?: Date;
}

const isPdfLogoType = (contentType: string): boolean => (PDF_LOGO_CONTENT_TYPES as readonly string[]).includes(contentType);

/** PNG or JPEG bytes pdfkit can embed: an uploaded logo (checked like workspace logos) or the organisation's own. */
async function loadLogo(deps: Dependencies, organizationId: string, input: ShortlistReportInput): Promise<Buffer | null> {
  if (input.logoBase64) {
    const logo = parseLogoUpload(input.logoBase64);
    if (!isPdfLogoType(logo.contentType))
      throw new AppError('VALIDATION', 'The PDF logo must be a PNG or JPEG image (WebP cannot be embedded).');
    return logo.bytes;
  }
  if (input.useOrganizationLogo === false) return null;
  const [row] = await deps.db
    .select({ bytes: schema.organizationLogo.bytes, contentType: schema.organizationLogo.contentType })
    .from(schema.organizationLogo)
    .where(eq(schema.organizationLogo.organizationId, organizationId));
  // A WebP logo cannot be embedded by pdfkit; the report then carries the agency name alone rather than failing.
  if (!row || !isPdfLogoType(row.contentType)) return null;
  return Buffer.from(row.bytes);
}

function tableColumns(locale: ReportLocale, labels: Labels, format: ReportFormatters): TableColumn[] {
  const figure = (creator: ShortlistCreator, text: string): Cell => ({
    lines: [{ text: creator.hasFigures ? text : '–' }],
    align: 'right',
  });
  const columns: Omit<TableColumn, 'width'>[] = [
    {
      header: labels.creator,
      align: 'left',
      cell: (creator) => ({
        lines: [
          { text: printable(creator.name), bold: true },
          { text: printable(`@${creator.handle.replace(/^@/, '')} · ${creator.platform}`), muted: true },
        ],
      }),
    },
    { header: labels.followers, align: 'right', cell: (c) => figure(c, format.integer(c.followers)) },
    { header: labels.engagement, align: 'right', cell: (c) => figure(c, format.percent(c.engagementRate)) },
    { header: labels.growth, align: 'right', cell: (c) => figure(c, format.percent(c.followers30dGrowth)) },
    { header: labels.views, align: 'right', cell: (c) => figure(c, format.integer(c.averageViews)) },
    {
      header: labels.botRisk,
      align: 'left',
      cell: (creator) => ({
        lines: [
          creator.hasFigures
            ? creator.botRisk
              ? { text: botRiskText(locale, creator.botRisk) ?? '–', bold: true, colour: RISK_COLOURS[creator.botRisk] }
              : { text: labels.riskNotAssessed, muted: true }
            : { text: '–' },
        ],
      }),
    },
    {
      header: labels.sponsored,
      align: 'left',
      cell: (creator) => {
        if (!creator.hasFigures) return { lines: [{ text: labels.notLicensed, muted: true }] };
        if (!creator.sponsored) return { lines: [{ text: labels.noSponsoredData, muted: true }] };
        const { posts, analysedPosts, brands } = creator.sponsored;
        return {
          lines: [
            { text: labels.sponsoredPosts(posts, analysedPosts) },
            ...(brands.length > 0 ? [{ text: printable(brands.join(', ')), muted: true }] : []),
          ],
        };
      },
    },
    {
      header: labels.dataAsOf,
      align: 'left',
      cell: (creator) => ({
        lines:
          creator.dataAsOf === null
            ? [{ text: creator.hasFigures ? labels.noData : '–', muted: true }]
            : [{ text: format.shortDate(creator.dataAsOf) }, { text: printable(creator.source), muted: true }],
      }),
    },
  ];
  // Creator and sponsored history wrap; the figures are short and right-aligned.
  const widths = [168, 70, 70, 78, 70, 76, 150];
  const used = widths.reduce((sum, width) => sum + width, 0);
  return columns.map((column, index) => ({ ...column, width: widths[index] ?? CONTENT_WIDTH - used }));
}

const fontOf = (line: { bold?: boolean }) => (line.bold ? 'Helvetica-Bold' : 'Helvetica');

function cellHeight(doc: PDFKit.PDFDocument, cell: Cell, width: number): number {
  return cell.lines.reduce((height, line) => {
    doc.font(fontOf(line)).fontSize(line.muted ? 7.5 : 8.5);
    return height + doc.heightOfString(line.text, { width: width - 2 * CELL_PADDING.x });
  }, 0);
}

/** The table's header row; a long header ("Wachstum 30 Tage") wraps inside its column and the row grows with it. */
function drawHeaderRow(doc: PDFKit.PDFDocument, columns: TableColumn[]): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(8);
  const textHeight = Math.max(...columns.map((column) => doc.heightOfString(column.header, { width: column.width - 2 * CELL_PADDING.x })));
  const height = textHeight + 2 * CELL_PADDING.y + 2;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOURS.headerFill);
  let x = PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(COLOURS.muted);
  for (const column of columns) {
    doc.text(column.header, x + CELL_PADDING.x, y + CELL_PADDING.y + 1, { width: column.width - 2 * CELL_PADDING.x, align: column.align });
    x += column.width;
  }
  doc.y = y + height;
}

function drawRow(doc: PDFKit.PDFDocument, columns: TableColumn[], cells: Cell[], height: number): void {
  const y = doc.y;
  let x = PAGE.margin;
  columns.forEach((column, index) => {
    const cell = cells[index]!;
    let lineY = y + CELL_PADDING.y;
    for (const line of cell.lines) {
      doc
        .font(fontOf(line))
        .fontSize(line.muted ? 7.5 : 8.5)
        .fillColor(line.colour ?? (line.muted ? COLOURS.faint : COLOURS.text));
      const width = column.width - 2 * CELL_PADDING.x;
      doc.text(line.text, x + CELL_PADDING.x, lineY, { width, align: cell.align ?? column.align });
      lineY += doc.heightOfString(line.text, { width });
    }
    x += column.width;
  });
  doc
    .moveTo(PAGE.margin, y + height)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y + height)
    .strokeColor(COLOURS.rule)
    .lineWidth(0.5)
    .stroke();
  doc.y = y + height;
}

/** The creators table: a row never splits across pages, and every page the table continues on repeats its header. */
function drawTable(doc: PDFKit.PDFDocument, columns: TableColumn[], creators: ShortlistCreator[]): void {
  // A header alone at the foot of a page says nothing: start on the next page unless a row fits under it.
  if (doc.y + 70 > CONTENT_BOTTOM) doc.addPage();
  drawHeaderRow(doc, columns);
  for (const creator of creators) {
    const cells = columns.map((column) => column.cell(creator));
    const height = Math.max(...cells.map((cell, index) => cellHeight(doc, cell, columns[index]!.width))) + 2 * CELL_PADDING.y;
    if (doc.y + height > CONTENT_BOTTOM) {
      doc.addPage();
      drawHeaderRow(doc, columns);
    }
    drawRow(doc, columns, cells, height);
  }
}

/** "What the figures rest on": one paragraph per creator, each kept whole on a page. */
function drawBasis(
  doc: PDFKit.PDFDocument,
  locale: ReportLocale,
  labels: Labels,
  format: ReportFormatters,
  shortlist: Shortlist,
  now: number,
) {
  const creators = shortlist.creators.filter((creator) => creator.hasFigures);
  if (creators.length === 0) return;
  const heading = () => {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOURS.text).text(labels.basis, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(0.3);
  };
  doc.moveDown(1);
  if (doc.y + 60 > CONTENT_BOTTOM) doc.addPage();
  heading();
  for (const creator of creators) {
    const name = `${printable(creator.name)} (@${printable(creator.handle.replace(/^@/, ''))}, ${creator.platform}): `;
    const line = printable(reportBasisLine(locale, creator, format.date, now));
    doc.font('Helvetica').fontSize(8);
    const height = doc.heightOfString(name + line, { width: CONTENT_WIDTH }) + 4;
    if (doc.y + height > CONTENT_BOTTOM) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(COLOURS.text)
      .text(name, PAGE.margin, doc.y, { continued: true, width: CONTENT_WIDTH })
      .font('Helvetica')
      .fillColor(COLOURS.muted)
      .text(line);
    doc.moveDown(0.35);
  }
}

/**
 * A shortlist PDF of a watchlist or a campaign (all its creators): figures with their data dates, bot risk and
 * sponsored history, under the agency's name and logo, without the product's name when white-labelled. Paginated
 * with repeated table headers and "Page n of m"; charged like the other exports (per 100 creators).
 */
export async function exportShortlistReport(deps: Dependencies, input: ShortlistReportInput): Promise<ChargedExport> {
  const organizationId = requireOrganization(deps.actor);
  const locale = input.locale ?? 'en';
  const labels = SHORTLIST_LABELS[locale];
  const format = reportFormatters(locale);
  const now = input.now ?? new Date();
  const shortlist = await loadShortlist(deps, input.subject);
  const logo = await loadLogo(deps, organizationId, input);
  const agency = printable(input.agencyName?.trim() || shortlist.organizationName);
  const product = input.isWhiteLabel ? null : printable(input.productName);
  const kindLabel = shortlist.kind === 'watchlist' ? labels.watchlist : labels.campaign;

  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${printable(shortlist.title)} - ${kindLabel}`,
      Author: agency,
      Subject: kindLabel,
      Creator: product ?? agency,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  // Header: the agency's logo on the right, title and facts on the left.
  const top = PAGE.margin;
  let textWidth = CONTENT_WIDTH;
  if (logo) {
    try {
      doc.image(logo, PAGE.margin + CONTENT_WIDTH - LOGO_BOX.width, top, { fit: [LOGO_BOX.width, LOGO_BOX.height], align: 'right' });
      textWidth = CONTENT_WIDTH - LOGO_BOX.width - 16;
    } catch {
      // An image pdfkit cannot decode (a truncated PNG) leaves the header without a logo rather than failing the export.
    }
  }
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLOURS.text).text(printable(shortlist.title), PAGE.margin, top, { width: textWidth });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(COLOURS.muted)
    .text([kindLabel, agency, labels.creators(shortlist.creators.length)].filter(Boolean).join(' · '), { width: textWidth });
  const observed = shortlist.creators.map((creator) => creator.dataAsOf).filter((value): value is number => value !== null);
  const observedText =
    observed.length === 0 ? labels.noData : [...new Set([Math.min(...observed), Math.max(...observed)])].map(format.date).join(' – ');
  doc.text(`${labels.generated}: ${format.date(now)} · ${labels.dataAsOf}: ${observedText}`, { width: textWidth });
  doc.y = Math.max(doc.y, logo ? top + LOGO_BOX.height : 0) + 14;

  if (shortlist.creators.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(COLOURS.muted).text(labels.empty, PAGE.margin, doc.y);
  } else {
    drawTable(doc, tableColumns(locale, labels, format), shortlist.creators);
    drawBasis(doc, locale, labels, format, shortlist, now.getTime());
  }

  // Footer on every page, written last so the page count is known.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Writing below the bottom margin would make pdfkit open a new page; the footer is meant to sit there.
    doc.page.margins.bottom = 0;
    doc
      .moveTo(PAGE.margin, FOOTER_Y - 6)
      .lineTo(PAGE.margin + CONTENT_WIDTH, FOOTER_Y - 6)
      .strokeColor(COLOURS.rule)
      .lineWidth(0.5)
      .stroke();
    const left = [agency, product ? `${labels.footer} © ${product}` : labels.footer].filter(Boolean).join(' · ');
    doc.font('Helvetica').fontSize(7.5).fillColor(COLOURS.faint);
    doc.text(left, PAGE.margin, FOOTER_Y, { width: CONTENT_WIDTH - 110, lineBreak: false, ellipsis: true });
    doc.text(labels.page(index + 1, range.count), PAGE.margin + CONTENT_WIDTH - 100, FOOTER_Y, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  await finished;
  const file = {
    fileName: `${slugify(shortlist.title) || 'shortlist'}-shortlist.pdf`,
    contentType: 'application/pdf',
    body: Buffer.concat(chunks),
  };
  return chargeExport(
    deps,
    file,
    { subject: `shortlist-${shortlist.kind}`, subjectId: shortlist.subjectId, format: 'pdf', rows: shortlist.creators.length },
    input.now,
  );
}

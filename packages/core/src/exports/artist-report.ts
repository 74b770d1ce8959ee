// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- svg-to-pdfkit ships no types; the reference makes every program that compiles core (the web app's too) see the declaration.
/// <reference path="./svg-to-pdfkit.d.ts" />
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { getChannelAnalytics, type ChannelAnalytics } from '../analytics/index.ts';
import { getArtistBySlug } from '../artists/index.ts';
import { requireOrganization } from '../permissions/index.ts';
import { engagementSvg, followerGrowthSvg } from './report-charts.ts';
import { REPORT_LABELS, type ReportLocale } from './report-labels.ts';
import { reportBasisLine } from './report-basis.ts';
import { printable, reportFormatters } from './report-format.ts';
import type { ExportFile } from './tabular.ts';
import type { Dependencies } from '../dependencies.ts';

/** Channels the report covers (biggest first); an artist rarely has more. */
const MAX_REPORT_CHANNELS = 6;
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

type Row = { channel: string; platform: string; followers: string; engagement: string; growth: string; views: string; posts: string };

function drawKpiTable(doc: PDFKit.PDFDocument, labels: (typeof REPORT_LABELS)[ReportLocale], rows: Row[]): void {
  const columns: [keyof Row, string, number][] = [
    ['channel', labels.channel, 130],
    ['platform', labels.platform, 62],
    ['followers', labels.followers, 70],
    ['engagement', labels.engagement, 62],
    ['growth', labels.growth, 66],
    ['views', labels.views, 56],
    ['posts', labels.postsPerWeek, CONTENT_WIDTH - 446],
  ];
  const drawRow = (values: string[], isHeader: boolean) => {
    const y = doc.y;
    let x = PAGE.margin;
    doc
      .font(isHeader ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(isHeader ? '#475569' : '#0f172a');
    values.forEach((value, index) => {
      const width = columns[index]![2];
      doc.text(value, x + 2, y, { width: width - 4, align: index >= 2 ? 'right' : 'left', lineBreak: false, ellipsis: true });
      x += width;
    });
    doc
      .moveTo(PAGE.margin, y + 14)
      .lineTo(PAGE.width - PAGE.margin, y + 14)
      .strokeColor('#e2e8f0')
      .lineWidth(0.5)
      .stroke();
    doc.y = y + 18;
  };
  drawRow(
    columns.map((column) => column[1]),
    true,
  );
  for (const row of rows)
    drawRow(
      columns.map((column) => row[column[0]]),
      false,
    );
}

/**
 * The artist report as PDF: name, our product name, generation date and "data as of", a KPI table per channel,
 * an engagement chart across channels and a follower-growth chart per channel (ECharts rendered to SVG on the
 * server). Creator data needs `read channel` (a valid licence) and an organisation, as on the artist page.
 */
export async function renderArtistReport(
  { db, actor }: Dependencies,
  input: { slug: string; locale?: ReportLocale; productName: string; now?: Date },
): Promise<ExportFile> {
  requireOrganization(actor);
  const locale = input.locale ?? 'en';
  const labels = REPORT_LABELS[locale];
  const format = reportFormatters(locale);
  const { artist, channels } = await getArtistBySlug({ db, actor }, { slug: input.slug });
  const covered = channels.slice(0, MAX_REPORT_CHANNELS);
  const analytics: ChannelAnalytics[] = [];
  for (const channel of covered) analytics.push(await getChannelAnalytics({ db, actor }, { channelId: channel.id }));
  // The channels' observation days as a span: one "as of" (the newest) would date the older channels too late.
  const observed = covered.map((channel) => channel.dataAsOf).filter((value): value is number => value !== null);
  const observedText =
    observed.length === 0 ? labels.noData : [...new Set([Math.min(...observed), Math.max(...observed)])].map(format.date).join(' – ');

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${artist.name} - ${labels.subtitle}`, Author: input.productName, Subject: labels.subtitle, Creator: input.productName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).fillColor('#0f172a').text(printable(artist.name));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#475569')
    .text(`${labels.subtitle} · ${printable(input.productName)}`);
  doc.text(`${labels.generated}: ${format.date(input.now ?? new Date())} · ${labels.dataAsOf}: ${observedText}`);
  doc.moveDown(1.2);

  doc.font('Helvetica-Bold').fontSize(12).fillColor('#0f172a').text(labels.kpis);
  doc.moveDown(0.4);
  drawKpiTable(
    doc,
    labels,
    covered.map((channel, index) => ({
      channel: printable(`${channel.name} (@${channel.handle.replace(/^@/, '')})`),
      platform: channel.platform,
      followers: format.integer(analytics[index]!.kpis.followers),
      engagement: format.percent(analytics[index]!.kpis.engagementRate),
      growth: format.percent(analytics[index]!.kpis.followers30dGrowth),
      views: format.integer(analytics[index]!.kpis.averageViews),
      posts: format.decimal(analytics[index]!.kpis.postsPerWeek),
    })),
  );

  // Every figure with its date and source, or why it is "–" (issue 38): a reader can defend or question each number.
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#0f172a').text(labels.basis, PAGE.margin);
  doc.moveDown(0.3);
  const now = (input.now ?? new Date()).getTime();
  for (const channel of covered) {
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .fillColor('#0f172a')
      .text(`${printable(channel.name)} (${channel.platform}): `, PAGE.margin, doc.y, { continued: true, width: CONTENT_WIDTH })
      .font('Helvetica')
      .fillColor('#475569')
      .text(printable(reportBasisLine(locale, channel, format.date, now)));
    doc.moveDown(0.3);
  }

  const engagement = covered.flatMap((channel, index) =>
    analytics[index]!.kpis.engagementRate === null
      ? []
      : [{ label: `${channel.platform} @${channel.handle.replace(/^@/, '')}`, rate: analytics[index]!.kpis.engagementRate! }],
  );
  if (engagement.length > 0) {
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#0f172a').text(labels.engagementByChannel, PAGE.margin);
    const y = doc.y + 4;
    SVGtoPDF(doc, engagementSvg(engagement, CONTENT_WIDTH, 170), PAGE.margin, y, { width: CONTENT_WIDTH, height: 170 });
    doc.y = y + 178;
  }

  for (const [index, channel] of covered.entries()) {
    const growth = analytics[index]!.growth;
    if (doc.y + 200 > PAGE.height - PAGE.margin) doc.addPage();
    doc.moveDown(0.8);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#0f172a')
      .text(`${labels.followerGrowth}: ${printable(channel.name)} (${channel.platform})`, PAGE.margin);
    if (growth.length < 2) {
      doc.font('Helvetica').fontSize(9).fillColor('#475569').text(labels.noHistory);
      continue;
    }
    const y = doc.y + 4;
    SVGtoPDF(doc, followerGrowthSvg(growth, CONTENT_WIDTH, 160), PAGE.margin, y, { width: CONTENT_WIDTH, height: 160 });
    doc.y = y + 166;
  }

  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#64748b')
    .text(`${labels.footer} © ${printable(input.productName)}`, PAGE.margin);
  doc.end();
  await finished;
  return { fileName: `${artist.slug}-report.pdf`, contentType: 'application/pdf', body: Buffer.concat(chunks) };
}

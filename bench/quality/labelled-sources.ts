/**
 * Every labelled source of the text detectors in one row shape, with its status for the detectors as they are now:
 *   - `sealed`: labelled before any detector ran, never read while changing a detector; scored once, at the end.
 *   - `held-out`: labelled before the detectors ran on it and not used for tuning since (coupons-giveaways-holdout).
 *   - `test-split`: the accounts the promotional model was not trained on (instagram-promo-captions).
 *   - `tuning`: read while changing the detectors (its figures have seen their errors; never in the README).
 *   - `seen`: the older hand-labelled sample the rules were written against (reference only).
 * A source's status only ever moves towards `tuning`: a rule changed after reading a sealed row's result makes that row
 * a tuning row (LABELLING.md of each set says so).
 */
import { readFile } from 'node:fs/promises';
import { parseCsv } from '@creatorlens/core/intelligence';
import { readPromoSplit } from './promo-data.ts';

export type Status = 'sealed' | 'held-out' | 'test-split' | 'tuning' | 'seen';

export interface LabelledCoupon {
  code: string;
  brand: string | null;
}

export interface LabelledRow {
  source: string;
  id: string;
  status: Status;
  platform: 'youtube' | 'instagram' | 'tiktok';
  /** de, en, nl or other; `guessed` when the set has no language label (word counts, see guessLanguage). */
  language: string;
  languageGuessed: boolean;
  /** The posting channel or account (the CLI's `channel` column): lets the detectors tell own handles from brands. */
  channel: string;
  text: string;
  /** Strict: a paid or material relationship with a third party (absent where the set did not label it). */
  sponsored?: boolean;
  /** The promo-captions label: promotional / call to action (not the same as sponsored). */
  promotional?: boolean;
  coupons?: LabelledCoupon[];
  sponsors?: string[];
  /** Extra grouping inside a source (bios: discount-word stratum vs random). */
  stratum?: string;
}

const fixture = (path: string) => new URL(`../fixtures/quality/${path}`, import.meta.url);
const readJson = async <T>(path: string) => JSON.parse(await readFile(fixture(path), 'utf8')) as T;

/** A coarse language guess from function words, for the older sample that carries no language label. */
export function guessLanguage(text: string): string {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const count = (list: readonly string[]) => words.filter((w) => list.includes(w)).length;
  const de = count(['und', 'der', 'die', 'das', 'ist', 'nicht', 'ich', 'mit', 'für', 'auf', 'euch', 'wir', 'du', 'dem', 'ein', 'eine']);
  const nl = count(['en', 'het', 'een', 'van', 'niet', 'ik', 'met', 'voor', 'op', 'jullie', 'wij', 'je', 'zijn', 'dit', 'ook']);
  const en = count(['and', 'the', 'is', 'not', 'with', 'for', 'on', 'you', 'we', 'this', 'my', 'to', 'of', 'your', 'it']);
  const best = Math.max(de, nl, en);
  if (best === 0) return 'other';
  return best === de ? 'de' : best === nl ? 'nl' : 'en';
}

interface OwnSetRow {
  id: string;
  part: 'tuning' | 'sealed';
  channel?: string;
  username?: string;
  platform?: string;
  stratum?: string;
  text: string;
}
interface OwnSetLabel {
  id: string;
  language: string;
  sponsored: boolean;
  sponsors: string[];
  coupons: LabelledCoupon[];
}

/**
 * Sets whose sealed part has been scored and its errors read (the second sealed run, SEALED-RUN.md): every row is now a
 * tuning row, so the rules may be changed against it and its figures are no longer quoted as held-out quality.
 */
const OPENED_AFTER_SCORING = new Set(['youtube-german-2017-2024', 'social-german-captions']);

async function ownSet(folder: string, source: string, platformOf: (row: OwnSetRow) => LabelledRow['platform']): Promise<LabelledRow[]> {
  const rows = await readJson<OwnSetRow[]>(`${folder}/rows.json`);
  const labels = new Map((await readJson<OwnSetLabel[]>(`${folder}/labels.json`)).map((l) => [l.id, l]));
  return rows.map((row) => {
    const label = labels.get(row.id);
    if (!label) throw new Error(`${folder}: no label for ${row.id}`);
    return {
      source,
      id: row.id,
      status: OPENED_AFTER_SCORING.has(folder) ? 'tuning' : row.part,
      platform: platformOf(row),
      language: label.language,
      languageGuessed: false,
      channel: row.channel ?? row.username ?? '',
      text: row.text,
      sponsored: label.sponsored,
      coupons: label.coupons,
      sponsors: label.sponsors,
      ...(row.stratum ? { stratum: row.stratum } : {}),
    };
  });
}

interface OlderSampleRow {
  id: string;
  source: string;
  channel: string;
  text: string;
  coupons: string[];
}

async function olderSample(file: string, source: string, status: Status): Promise<LabelledRow[]> {
  const rows = await readJson<OlderSampleRow[]>(file);
  return rows.map((row) => ({
    source,
    id: row.id,
    status,
    platform: row.source.startsWith('youtube') ? 'youtube' : 'instagram',
    language: guessLanguage(row.text),
    languageGuessed: true,
    channel: row.channel,
    text: row.text,
    // Their "isSponsored" label is an older, different concept (a disclosure was written; brand + code lines and offer
    // links did not count, LABELLING.md), so they are scored for coupons only. Their coupons carry no brand.
    coupons: row.coupons.map((code) => ({ code, brand: null })),
  }));
}

async function promoCaptionsTestSplit(): Promise<LabelledRow[]> {
  const { test } = await readPromoSplit();
  const links = new Map<string, string>();
  const raw = parseCsv(await readFile(fixture('instagram-promo-captions/posts.csv'), 'utf8'));
  for (const row of raw) links.set(String(row.comment ?? ''), String(row.link ?? ''));
  return test.map((caption, i) => ({
    source: 'instagram-promo-captions',
    id: links.get(caption.text) || `test-${i}`,
    status: 'test-split',
    platform: 'instagram',
    language: 'en',
    languageGuessed: false,
    channel: caption.account,
    text: caption.text,
    promotional: caption.isPromo,
  }));
}

/** All labelled rows of the text detectors. */
export async function readLabelledSources(): Promise<LabelledRow[]> {
  return [
    ...(await ownSet('youtube-descriptions-2020-2024', 'youtube-descriptions-2020-2024', () => 'youtube')),
    ...(await ownSet('dach-bios-2024', 'dach-bios-2024', (row) => (row.platform === 'tiktok' ? 'tiktok' : 'instagram'))),
    ...(await ownSet('youtube-german-2017-2024', 'youtube-german-2017-2024', () => 'youtube')),
    // 2020 bios sealed, 2023 bios tuning (split by year and account, LABELLING.md of the folder).
    ...(await ownSet('social-german-captions', 'social-german-captions', (row) => (row.platform === 'tiktok' ? 'tiktok' : 'instagram'))),
    ...(await olderSample('coupons-giveaways-holdout.json', 'coupons-giveaways-holdout', 'held-out')),
    ...(await olderSample('coupons-giveaways.json', 'coupons-giveaways', 'seen')),
    ...(await promoCaptionsTestSplit()),
  ];
}

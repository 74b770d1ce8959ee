/**
 * The stage's identity rules on a read seed model: text repaired and normalised, names a source mangled recovered,
 * handle and name columns that a source batch swapped put back, and display names removed from handle fields.
 */
import { cleanName, type ChannelDraft, type Observation, type SeedModel } from '@creatorlens/db/seed';
import { isPlausibleHandle } from './handle-rules.ts';
import { mergeChannelInto, dropChannel } from './model-edits.ts';
import type { QualityReport } from './quality-report.ts';
import { cleanText, hasLostCharacters, lostCharacterMatcher, withoutLostCharacters } from './text-rules.ts';

/** A batch needs this many rows before its columns can be judged as swapped. */
const MIN_SWAP_BATCH = 20;
/** Platforms whose channel id in the seed is the handle itself (YouTube has UC ids or names). */
const HANDLE_IS_ID = new Set(['instagram', 'tiktok', 'twitch']);

const sourceOf = (channel: ChannelDraft) => channel.observations[0]?.source ?? 'seed';
const label = (channel: ChannelDraft) => `${channel.platform}:${channel.handle || channel.name}`;

/** Names, bios, post titles and captions: mis-decoded text repaired, Unicode NFC, control characters out. */
export function cleanTexts(model: SeedModel, report: QualityReport): void {
  for (const channel of model.channels) {
    for (const field of ['name', 'bio'] as const) {
      const value = channel[field];
      if (!value) continue;
      const { text, action } = cleanText(value);
      if (action === 'unchanged') continue;
      channel[field] = text;
      if (action === 'repaired')
        report.record({ source: sourceOf(channel), rule: 'mis-decoded-text', action: 'repaired', example: `${value} → ${text}` });
    }
  }
  for (const post of model.posts.values()) {
    for (const field of ['title', 'caption'] as const) {
      const value = post[field];
      if (!value) continue;
      const { text, action } = cleanText(value);
      if (action === 'unchanged') continue;
      post[field] = text;
      if (action === 'repaired')
        report.record({
          source: post.source,
          rule: 'mis-decoded-text',
          action: 'repaired',
          example: `${value.slice(0, 40)} → ${text.slice(0, 40)}`,
        });
    }
  }
}

/**
 * A name a source wrote with lost characters ("MrBeast en Espaï¿½ï") is recovered from the same channel's other names,
 * or the record is merged into the one channel of the platform whose name fits; otherwise it is flagged.
 */
export function recoverLostNames(model: SeedModel, report: QualityReport): void {
  const mangled = model.channels.flatMap((channel) => {
    const raw = channel.observations.map((o) => o.asRead?.name).find((n): n is string => !!n && hasLostCharacters(n));
    return raw ? [{ channel, raw, source: channel.observations.find((o) => o.asRead?.name === raw)!.source }] : [];
  });
  for (const { channel, raw, source } of mangled) {
    const mangledName = cleanName(raw);
    // The same text with the lost characters cut out ("MrBeast en Espa ï") is not a recovery of it.
    const matches = lostCharacterMatcher(raw);
    const fits = (name: string) => name !== mangledName && !hasLostCharacters(name) && matches(name);
    const own = [...channel.names].find(fits);
    if (own) {
      channel.name = own;
      report.record({ source, rule: 'lost-characters', action: 'repaired', example: `${raw} → ${own}` });
      continue;
    }
    if (fits(channel.name)) {
      report.record({
        source,
        rule: 'lost-characters',
        action: 'repaired',
        example: `${raw} → ${channel.name} (name from another source)`,
      });
      continue;
    }
    const others = model.channels.filter((c) => c !== channel && c.platform === channel.platform && fits(c.name));
    if (others.length === 1) {
      mergeChannelInto(model, channel, others[0]!);
      report.record({ source, rule: 'lost-characters', action: 'repaired', example: `${raw} → ${others[0]!.name} (one channel)` });
    } else {
      if (!channel.name || channel.name === mangledName) channel.name = withoutLostCharacters(raw) || channel.name;
      report.record({ source, rule: 'lost-characters', action: 'flagged', example: `${raw}: shown as "${channel.name}"` });
    }
  }
}

interface SwapRow {
  channel: ChannelDraft;
  observation: Observation;
  handle: string;
  name: string;
}

/**
 * A source batch (one source, platform and day) whose handle column holds names and whose name column holds handles
 * for most rows was read with its columns swapped. Each row's channel is then merged into the channel the real handle
 * names, or gets its handle and name put back.
 */
export function repairSwappedColumns(model: SeedModel, report: QualityReport): void {
  const batches = new Map<string, SwapRow[]>();
  for (const channel of model.channels) {
    for (const observation of channel.observations) {
      const { handle, name } = observation.asRead ?? {};
      if (handle === undefined || name === undefined) continue;
      const key = `${observation.source}\u0000${channel.platform}\u0000${observation.day}`;
      const rows = batches.get(key) ?? [];
      rows.push({ channel, observation, handle: handle.trim(), name: name.trim() });
      batches.set(key, rows);
    }
  }
  for (const rows of batches.values()) {
    if (rows.length < MIN_SWAP_BATCH) continue;
    const platform = rows[0]!.channel.platform;
    const swapped = rows.filter((r) => !isPlausibleHandle(platform, r.handle) && isPlausibleHandle(platform, r.name)).length;
    if (swapped < rows.length / 2) continue;
    for (const row of rows) {
      if (!isPlausibleHandle(platform, row.name) || !model.channels.includes(row.channel)) continue;
      const realId = row.name.toLowerCase();
      const target = model.channels.find(
        (c) => c !== row.channel && c.platform === platform && (c.platformId === realId || c.handle.toLowerCase() === realId),
      );
      const example = `${row.observation.source} ${row.observation.day}: ${row.handle} / ${row.name}`;
      if (target) {
        mergeChannelInto(model, row.channel, target);
      } else {
        if (HANDLE_IS_ID.has(platform)) row.channel.platformId = realId;
        row.channel.handle = row.name;
        row.channel.name = cleanText(row.handle).text;
        row.channel.names.add(row.handle);
      }
      row.observation.asRead = { handle: row.name, name: row.handle };
      report.record({ source: row.observation.source, rule: 'swapped-columns', action: 'repaired', example });
    }
  }
}

/**
 * A handle is a handle: no spaces, the platform's charset. On YouTube a display name in the handle field is cleared
 * (the channel is known by its id; the handle shows as unknown). On the other platforms the handle is the channel's
 * id, so a record without a real handle cannot be linked to any account and is dropped.
 */
export function enforceHandles(model: SeedModel, report: QualityReport): void {
  for (const channel of [...model.channels]) {
    if (!channel.handle || isPlausibleHandle(channel.platform, channel.handle)) continue;
    const source = sourceOf(channel);
    if (!HANDLE_IS_ID.has(channel.platform)) {
      report.record({ source, rule: 'display-name-in-handle-column', action: 'flagged', example: `${label(channel)}: handle unknown` });
      channel.handle = '';
    } else if (isPlausibleHandle(channel.platform, channel.platformId)) {
      report.record({
        source,
        rule: 'display-name-in-handle-column',
        action: 'repaired',
        example: `${label(channel)} → ${channel.platformId}`,
      });
      channel.handle = channel.platformId;
    } else {
      report.record({ source, rule: 'display-name-in-handle-column', action: 'dropped', example: `${label(channel)}: no account handle` });
      dropChannel(model, channel);
    }
  }
}

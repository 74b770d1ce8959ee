/** Edits of a read seed model that the stage needs when it proves two channel records are one channel. */
import type { ChannelDraft, SeedModel } from '@creatorlens/db/seed';

/** Moves everything `from` knows into `into` (observations, posts, names, profile gaps) and removes `from`. */
export function mergeChannelInto(model: SeedModel, from: ChannelDraft, into: ChannelDraft): void {
  if (from === into) return;
  into.observations.push(...from.observations);
  for (const name of from.names) into.names.add(name);
  for (const handle of from.handles) into.handles.add(handle);
  for (const category of from.categories) into.categories.add(category);
  for (const [key, value] of Object.entries(from.extra)) if (into.extra[key] === undefined) into.extra[key] = value;
  into.bio ??= from.bio;
  into.country ??= from.country;
  into.language ??= from.language;
  into.topList ||= from.topList;
  if (!into.handle) into.handle = from.handle;
  // Links a source stated (a Swiss YouTube channel naming its Instagram) move with the record, on both sides.
  for (const linked of from.links) if (linked !== into) into.links.add(linked);
  for (const channel of model.channels) {
    if (channel.links.delete(from) && channel !== into) channel.links.add(into);
  }
  for (const post of model.posts.values()) if (post.channel === from) post.channel = into;
  const index = model.channels.indexOf(from);
  if (index >= 0) model.channels.splice(index, 1);
}

/** Removes a channel and its posts from the model. */
export function dropChannel(model: SeedModel, channel: ChannelDraft): void {
  for (const other of model.channels) other.links.delete(channel);
  for (const [key, post] of model.posts) if (post.channel === channel) model.posts.delete(key);
  const index = model.channels.indexOf(channel);
  if (index >= 0) model.channels.splice(index, 1);
}

/** The taxonomy categories of every seed channel, from its source labels, bio, listed hashtags and post texts. */
import { mapCategoryIds, type CategoryId } from '@creatorlens/contracts';
import type { ChannelDraft, SeedModel } from './model.ts';

/** A post as category evidence: its title, caption and hashtags in one text. */
const postText = (post: { title: string | null; caption: string | null; hashtags: string[] }) =>
  [post.title, post.caption, post.hashtags.map((tag) => `#${tag}`).join(' ')].filter(Boolean).join(' ');

/** channel → taxonomy ids (contracts mapCategoryIds); the source labels stay in channel.categories as read. */
export function seedCategoryIds(model: SeedModel): Map<ChannelDraft, CategoryId[]> {
  const posts = new Map<ChannelDraft, { at: number; text: string }[]>();
  for (const post of model.posts.values()) {
    const list = posts.get(post.channel) ?? [];
    list.push({ at: post.publishedAt.getTime(), text: postText(post) });
    posts.set(post.channel, list);
  }
  const result = new Map<ChannelDraft, CategoryId[]>();
  for (const channel of model.channels) {
    const postTexts = (posts.get(channel) ?? []).sort((a, b) => b.at - a.at).map((p) => p.text);
    const listed = channel.extra.topHashtags;
    result.set(
      channel,
      mapCategoryIds({
        labels: channel.categories,
        bio: channel.bio,
        names: [channel.name, channel.handle],
        postTexts,
        hashtags: Array.isArray(listed) ? listed.map(String) : [],
        platform: channel.platform,
      }),
    );
  }
  return result;
}

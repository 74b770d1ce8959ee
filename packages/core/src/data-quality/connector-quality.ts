/**
 * The data-quality stage for connector writes: the same text and figure rules as the seed, applied to one platform
 * answer before it is stored. A single answer cannot show a batch artefact, but it can carry mangled text, a failed
 * zero reading or a counter that is not a count.
 */
import type { QualityFinding } from './quality-report.ts';
import { cleanText } from './text-rules.ts';

const COUNTERS = ['followers', 'following', 'postsCount', 'totalViews', 'totalLikes'] as const;

/**
 * The parts of a platform answer this stage reads. Declared here rather than imported from connectors: connectors call
 * this stage before they store an answer, so data-quality must not depend on connectors (that was an import loop).
 */
interface CleanableChannelData {
  profile: { name: string; bio: string | null } & Record<(typeof COUNTERS)[number], number | null>;
  posts: Array<{ platformPostId: string; title: string | null; caption: string | null }>;
}

/**
 * Returns the answer with its texts repaired and normalised and impossible counters removed, plus what was changed.
 * `previousFollowers` is the channel's stored follower count: a 0 after a count above 0 is a failed or hidden reading.
 */
export function cleanPlatformChannelData<Data extends CleanableChannelData>(
  data: Data,
  context: { source: string; label: string; previousFollowers: number | null },
): { data: Data; findings: QualityFinding[] } {
  const findings: QualityFinding[] = [];
  const text = (value: string | null, what: string): string | null => {
    if (!value) return value;
    const cleaned = cleanText(value);
    if (cleaned.action === 'repaired')
      findings.push({ source: context.source, rule: 'mis-decoded-text', action: 'repaired', example: `${context.label} ${what}` });
    return cleaned.text;
  };
  const profile = { ...data.profile, name: text(data.profile.name, 'name') ?? data.profile.name, bio: text(data.profile.bio, 'bio') };
  for (const key of COUNTERS) {
    const value = profile[key];
    if (value != null && (!Number.isFinite(value) || value < 0)) {
      profile[key] = null;
      findings.push({
        source: context.source,
        rule: 'counter-not-a-count',
        action: 'dropped',
        example: `${context.label} ${key}: ${value}`,
      });
    }
  }
  if (profile.followers === 0 && (context.previousFollowers ?? 0) > 0) {
    profile.followers = null;
    findings.push({
      source: context.source,
      rule: 'zero-reading',
      action: 'dropped',
      example: `${context.label}: 0 after ${context.previousFollowers}`,
    });
  }
  const posts = data.posts.map((post) => ({
    ...post,
    title: text(post.title, `post ${post.platformPostId} title`),
    caption: text(post.caption, `post ${post.platformPostId} caption`),
  }));
  return { data: { ...data, profile, posts }, findings };
}

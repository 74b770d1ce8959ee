import { cn } from '@creatorlens/ui';
import type { TagItem } from './list-queries.ts';

export type TagColor = TagItem['color'];
export const TAG_COLORS: readonly TagColor[] = ['primary', 'sky', 'critical', 'grass', 'warning', 'neutral'];

const dotClass: Record<TagColor, string> = {
  primary: 'bg-primary',
  sky: 'bg-sky-strong',
  critical: 'bg-critical',
  grass: 'bg-grass-strong',
  warning: 'bg-warning-strong',
  neutral: 'bg-neutral-strong',
};

/** A tag's colour as a small dot (decorative: the tag's name is always next to it). */
export function TagDot({ color, className }: { color: TagColor; className?: string }) {
  return <span aria-hidden className={cn('inline-block size-2.5 shrink-0 rounded-full', dotClass[color], className)} />;
}

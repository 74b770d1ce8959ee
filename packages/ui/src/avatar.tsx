import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from './cn.ts';

/**
 * Initials from the first and last word of a name: "Ada Lovelace King" -> "AK", "ada" -> "A". Words that do not start
 * with a letter or digit (emoji, "|", "·" in creator names: "Kylie 🤍") are skipped; a name of only such words keeps
 * its first character.
 */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initial = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase();
  const named = words.filter((word) => /^[\p{L}\p{N}]/u.test(word));
  if (named.length === 0) return words[0] ? initial(words[0]) : '';
  const first = named[0]!;
  const last = named.length > 1 ? named[named.length - 1] : undefined;
  return initial(first) + (last ? initial(last) : '');
}

const sizes = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-20 text-2xl',
} as const;

export interface AvatarProps {
  /** Source of the initials fallback. */
  name: string;
  /**
   * Accessible name. Without it the avatar is decorative, which is right whenever the name is written
   * next to it (lists, menus); otherwise screen readers would hear the name twice.
   */
  label?: string;
  src?: string | null;
  size?: keyof typeof sizes;
  shape?: 'circle' | 'square';
  className?: string;
}

/** An image with an initials circle as fallback while it loads, when it fails or when there is none. */
export function Avatar({ name, label, src, size = 'md', shape = 'circle', className }: AvatarProps) {
  const rounded = shape === 'circle' ? 'rounded-full' : 'rounded-lg';
  return (
    <AvatarPrimitive.Root
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('relative inline-flex shrink-0 overflow-hidden select-none', rounded, sizes[size], className)}
    >
      {/* Not draggable: avatars sit inside drag sources (list rows, board cards), and Chromium drags a pressed image
          itself before its draggable ancestors, so a press on the picture would drag a picture, not the channel. */}
      {src ? <AvatarPrimitive.Image src={src} alt="" draggable={false} className="size-full object-cover" /> : null}
      {/* Without an image there is nothing to wait for: no delay shows the initials in the first render (a delay of
          0 still waits for a timer and renders every avatar a second time, which costs frames in long lists). */}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : undefined}
        className={cn('flex size-full items-center justify-center bg-primary-soft font-semibold text-primary-strong', rounded)}
      >
        <span aria-hidden>{getInitials(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

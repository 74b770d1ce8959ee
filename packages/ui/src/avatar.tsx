import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from './cn.ts';

/** Initials from the first and last word of a name: "Ada Lovelace King" -> "AK", "ada" -> "A". */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase();
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
  /** Used for the initials fallback and as the image's alternative text. */
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  shape?: 'circle' | 'square';
  className?: string;
}

/** An image with an initials circle as fallback while it loads, when it fails or when there is none. */
export function Avatar({ name, src, size = 'md', shape = 'circle', className }: AvatarProps) {
  const rounded = shape === 'circle' ? 'rounded-full' : 'rounded-lg';
  return (
    <AvatarPrimitive.Root
      className={cn('relative inline-flex shrink-0 overflow-hidden select-none', rounded, sizes[size], className)}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={name} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className={cn('flex size-full items-center justify-center bg-primary-soft font-semibold text-primary-strong', rounded)}
        role="img"
        aria-label={name}
      >
        <span aria-hidden>{getInitials(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

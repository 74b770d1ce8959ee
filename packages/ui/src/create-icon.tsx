import type { LucideIcon, LucideProps } from 'lucide-react';

/**
 * `label` names an icon that stands alone (no visible text beside it); without one the icon is decorative and hidden
 * from assistive technology, and the surrounding control carries the accessible name.
 */
export type IconProps = Omit<LucideProps, 'ref' | 'size'> & { size?: number; label?: string };

/**
 * Wraps a lucide icon in the design system's defaults (16 px, decorative unless labelled). Its own small module so the
 * public site's frame can wrap its few icons without loading the app's whole icon set.
 */
export function createIcon(Glyph: LucideIcon, displayName: string) {
  function Icon({ size = 16, label, ...props }: IconProps) {
    return label ? (
      <Glyph size={size} role="img" aria-label={label} focusable={false} {...props} />
    ) : (
      <Glyph size={size} aria-hidden focusable={false} {...props} />
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

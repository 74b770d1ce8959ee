import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Slot } from 'radix-ui';
import { cn, focusRing } from './cn.ts';
import { Spinner } from './spinner.tsx';
import { useMinimumDuration } from './use-minimum-duration.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'relative inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors duration-150 disabled:pointer-events-none disabled:opacity-55 aria-busy:cursor-progress';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-card hover:bg-primary-hover',
  secondary: 'border border-input bg-surface text-foreground shadow-card hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  danger: 'bg-critical text-critical-foreground shadow-card hover:bg-critical-hover',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-9 px-4 text-sm',
  lg: 'h-11 px-5 text-base',
  icon: 'size-9',
};

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}): string {
  return cn(base, focusRing, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks; stays on for at least 1200 ms once started. */
  isLoading?: boolean;
  /** Render the single child (e.g. a router link) with button styles instead of a <button>. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  asChild = false,
  className,
  disabled,
  children,
  type,
  ref,
  ...props
}: ButtonProps) {
  const isBusy = useMinimumDuration(isLoading);
  const classes = buttonClassName({ variant, size, className });

  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }

  return (
    <button ref={ref} type={type ?? 'button'} className={classes} disabled={disabled || isBusy} aria-busy={isBusy || undefined} {...props}>
      {isBusy && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner size="sm" />
        </span>
      )}
      {/* The label keeps its width while busy, so the button does not jump. */}
      <span className={cn('inline-flex items-center gap-2', isBusy && 'invisible')}>{children}</span>
    </button>
  );
}

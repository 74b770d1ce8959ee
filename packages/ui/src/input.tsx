import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './cn.ts';
import { useFieldControl } from './field.tsx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export const inputClassName =
  'flex h-9 w-full rounded-lg border border-input bg-surface px-3 py-1 text-sm text-foreground shadow-card transition-[color,box-shadow,border-color] placeholder:text-muted-foreground/80 outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-critical aria-invalid:focus-visible:ring-critical/25';

/** A text input; inside a Field it takes the field's id, description and invalid state. */
export function Input({ className, id, ref, 'aria-describedby': describedBy, 'aria-invalid': isInvalid, ...props }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      ref={ref}
      id={id ?? field?.id}
      aria-describedby={describedBy ?? field?.describedBy}
      aria-invalid={isInvalid ?? (field?.isInvalid || undefined)}
      className={cn(inputClassName, className)}
      {...props}
    />
  );
}

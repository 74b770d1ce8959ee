import type { ComponentProps } from 'react';
import { cn, inputClassName, useFieldControl } from '@creatorlens/ui';

/** A multi-line input that takes its id and description from the surrounding Field, like Input does (ref passes through for forms). */
export function FieldTextarea({ className, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return (
    <textarea id={field?.id} aria-describedby={field?.describedBy} className={cn(inputClassName, 'h-24 py-2', className)} {...props} />
  );
}

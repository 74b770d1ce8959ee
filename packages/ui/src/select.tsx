import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { useFieldControl } from './field.tsx';
import { ChevronDownIcon } from './icons.tsx';
import { inputClassName } from './input.tsx';

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select styled like the inputs; inside a Field it takes the field's id and description. */
export function NativeSelect({ className, id, ref, children, ...props }: NativeSelectProps) {
  const field = useFieldControl();
  return (
    <div className={cn('relative', className)}>
      <select
        ref={ref}
        id={id ?? field?.id}
        aria-describedby={props['aria-describedby'] ?? field?.describedBy}
        className={cn(inputClassName, 'appearance-none pr-8')}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon size={14} className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}

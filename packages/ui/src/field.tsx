import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { Label } from './label.tsx';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** Wiring an Input (or any control) inside a Field reads: its id, aria-describedby and aria-invalid. */
export function useFieldControl(): FieldContextValue | null {
  return useContext(FieldContext);
}

export interface FieldProps {
  label: ReactNode;
  /** Shown below the control in red and announced with it; marks the control invalid. */
  error?: ReactNode;
  /** Helper text below the control. */
  hint?: ReactNode;
  /** Text after the label, e.g. "Optional". */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Field({ label, error, hint, labelAside, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <FieldContext.Provider value={{ id, describedBy, isInvalid: hasError }}>
      <div className={cn('flex flex-col gap-1.5', className)}>
        <div className="flex min-h-5 items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {labelAside && <span className="text-xs text-muted-foreground">{labelAside}</span>}
        </div>
        {children}
        {hasError && (
          <p id={errorId} className="text-sm text-critical-strong" role="alert">
            {error}
          </p>
        )}
        {hint && !hasError && (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </FieldContext.Provider>
  );
}

import { useState } from 'react';
import { cn, focusRing } from './cn.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { Input, type InputProps } from './input.tsx';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Accessible name of the toggle while the password is visible. */
  hideLabel: string;
}

/** A password input with a show/hide toggle. */
export function PasswordInput({ className, showLabel, hideLabel, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  const label = isVisible ? hideLabel : showLabel;
  return (
    <div className="relative">
      <Input type={isVisible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={isVisible}
        onClick={() => setIsVisible((visible) => !visible)}
        className={cn(
          'absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-1.5 text-muted-foreground transition-colors hover:text-foreground',
          focusRing,
        )}
      >
        {isVisible ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </button>
    </div>
  );
}

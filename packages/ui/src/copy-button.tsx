import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { CheckIcon, CopyIcon } from './icons.tsx';

/** How long "Copied" stays visible (spec: copy confirmation 2000 ms). */
export const COPY_CONFIRMATION_MS = 2000;

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  value: string;
  label: string;
  copiedLabel: string;
  onCopyError?: () => void;
}

/** Copies `value` to the clipboard and confirms for 2000 ms; the confirmation is announced politely. */
export function CopyButton({ value, label, copiedLabel, onCopyError, variant = 'secondary', size = 'sm', ...props }: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function onClick() {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      onCopyError?.();
    }
  }

  return (
    <Button variant={variant} size={size} onClick={onClick} {...props}>
      {isCopied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
      <span aria-live="polite">{isCopied ? copiedLabel : label}</span>
    </Button>
  );
}

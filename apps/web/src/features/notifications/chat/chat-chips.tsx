import type { ReactNode } from 'react';
import { CloseIcon, cn, focusRing } from '@creatorlens/ui';

/**
 * The chat channels a campaign posts to, as a labelled list of chips (or a line saying there are none yet), with
 * "Saving…" while a change is on its way. The chips themselves are `ChatChip`s.
 */
export function ChatChipList({
  labelId,
  label,
  emptyText,
  savingText,
  children,
}: {
  labelId: string;
  label: string;
  emptyText: string;
  /** Shown (as a status) while a change is being saved. */
  savingText: string | null;
  /** The chips; none: the empty text. */
  children: ReactNode[];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      {children.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {children}
        </ul>
      )}
      {savingText && (
        <p role="status" className="text-xs text-muted-foreground">
          {savingText}
        </p>
      )}
    </div>
  );
}

/** One chosen channel; with `onRemove` (editors) a button that stops posting there. */
export function ChatChip({
  label,
  removeLabel,
  onRemove,
  disabled,
}: {
  label: string;
  removeLabel: string;
  onRemove: (() => void) | null;
  disabled: boolean;
}) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-sky-soft py-0.5 pr-1 pl-2.5 text-sm text-sky-strong">
      <span>{label}</span>
      {onRemove && (
        <button
          type="button"
          aria-label={removeLabel}
          disabled={disabled}
          onClick={onRemove}
          className={cn('rounded-full p-0.5 hover:bg-sky-strong/15 disabled:opacity-50', focusRing)}
        >
          <CloseIcon size={14} aria-hidden />
        </button>
      )}
    </li>
  );
}

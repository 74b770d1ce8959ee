import {
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn.ts';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface UseComboboxOptions<T> {
  /** The options in the order they are shown (groups are consecutive runs, see `ComboboxListbox`). */
  options: readonly T[];
  /** Whether the popup shows; the caller decides (text long enough, trigger typed, results arrived …). */
  isOpen: boolean;
  /** Asked to open (ArrowDown in a closed single-line input) or close (Escape while open). */
  onOpenChange?: (isOpen: boolean) => void;
  /** An option was chosen with Enter (or Tab, see `selectOnTab`) or a click. */
  onSelect: (option: T) => void;
  /** Tab chooses the active option too (the mention list: Tab completes a name). */
  selectOnTab?: boolean;
}

export interface ComboboxControlHandlers<E extends TextControl> {
  onKeyDown?: ((event: KeyboardEvent<E>) => void) | undefined;
  onChange?: ((event: ChangeEvent<E>) => void) | undefined;
}

export interface Combobox<T> {
  listboxId: string;
  options: readonly T[];
  isOpen: boolean;
  /** The highlighted option's position, -1 when there is none. */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  optionId: (index: number) => string;
  select: (option: T) => void;
  /** The ARIA attributes and key handling for the text control; the caller's own handlers run for unhandled keys. */
  getControlProps: <E extends TextControl>(handlers?: ComboboxControlHandlers<E>) => ComboboxControlProps<E>;
}

export interface ComboboxControlProps<E extends TextControl> {
  role: 'combobox';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-autocomplete': 'list';
  'aria-activedescendant': string | undefined;
  onKeyDown: (event: KeyboardEvent<E>) => void;
  onChange: (event: ChangeEvent<E>) => void;
}

/**
 * The state and keyboard model of a WAI-ARIA combobox with a listbox popup: focus stays in the text control and the
 * highlighted option is announced through aria-activedescendant. ArrowDown/ArrowUp move (wrapping), Home/End jump to
 * the first/last option once the arrows have moved into the list (before that they move the caret), Enter chooses,
 * Escape closes. In a textarea the arrows move the caret while the popup is closed.
 */
export function useCombobox<T>({ options, isOpen, onOpenChange, onSelect, selectOnTab = false }: UseComboboxOptions<T>): Combobox<T> {
  const listboxId = `${useId()}-listbox`;
  const [activeIndexState, setActiveIndexState] = useState(0);
  // Home/End belong to the text until the person has moved into the list with the arrow keys.
  const [isNavigating, setIsNavigating] = useState(false);
  const activeIndex = options.length === 0 ? -1 : Math.min(activeIndexState, options.length - 1);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function moveTo(index: number) {
    setActiveIndexState(index);
    setIsNavigating(true);
    // The option is already in the list; keep it in view in a list that scrolls.
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  }

  function select(option: T) {
    setIsNavigating(false);
    onSelect(option);
  }

  /** Handles a combobox key: 'handled' (the browser's default is prevented), 'closed' (Escape; default kept) or 'passed'. */
  function handleKey(event: KeyboardEvent<TextControl>): 'handled' | 'closed' | 'passed' {
    const count = options.length;
    const isModified = event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!isOpen) {
          if (event.currentTarget instanceof HTMLTextAreaElement || event.key === 'ArrowUp') return 'passed';
          onOpenChange?.(true);
          return 'handled';
        }
        if (count === 0) return 'passed';
        moveTo(event.key === 'ArrowDown' ? (activeIndex + 1) % count : (activeIndex - 1 + count) % count);
        return 'handled';
      case 'Home':
      case 'End':
        if (!isOpen || count === 0 || !isNavigating || isModified) return 'passed';
        moveTo(event.key === 'Home' ? 0 : count - 1);
        return 'handled';
      case 'Enter':
      case 'Tab': {
        if (event.key === 'Tab' && (!selectOnTab || event.shiftKey)) return 'passed';
        const option = options[activeIndex];
        if (!isOpen || option === undefined) return 'passed';
        select(option);
        return 'handled';
      }
      case 'Escape':
        if (!isOpen) return 'passed';
        // Closing the list must not also close whatever surrounds the control. No preventDefault: a search input
        // keeps the browser's own Escape (clearing its text).
        event.stopPropagation();
        setIsNavigating(false);
        onOpenChange?.(false);
        return 'closed';
      default:
        return 'passed';
    }
  }

  return {
    listboxId,
    options,
    isOpen,
    activeIndex,
    setActiveIndex: setActiveIndexState,
    optionId,
    select,
    getControlProps: <E extends TextControl>(handlers: ComboboxControlHandlers<E> = {}) => ({
      role: 'combobox',
      'aria-expanded': isOpen,
      'aria-controls': listboxId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onKeyDown: (event: KeyboardEvent<E>) => {
        const outcome = handleKey(event);
        if (outcome === 'handled') event.preventDefault();
        else if (outcome === 'passed') handlers.onKeyDown?.(event);
      },
      onChange: (event: ChangeEvent<E>) => {
        // New text, new results: the first one is highlighted again and Home/End go back to the caret.
        setActiveIndexState(0);
        setIsNavigating(false);
        handlers.onChange?.(event);
      },
    }),
  };
}

export interface ComboboxInputProps<T> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'role'> {
  combobox: Combobox<T>;
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text control for `useCombobox`. */
export function ComboboxInput<T>({ combobox, onKeyDown, onChange, ...props }: ComboboxInputProps<T>) {
  return <input {...props} {...combobox.getControlProps<HTMLInputElement>({ onKeyDown, onChange })} />;
}

export interface ComboboxTextareaProps<T> extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'role'> {
  combobox: Combobox<T>;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text control for `useCombobox` (e.g. with `useTextTrigger` for @mentions). */
export function ComboboxTextarea<T>({ combobox, onKeyDown, onChange, ...props }: ComboboxTextareaProps<T>) {
  return <textarea aria-multiline="true" {...props} {...combobox.getControlProps<HTMLTextAreaElement>({ onKeyDown, onChange })} />;
}

export interface ComboboxOptionState {
  index: number;
  isActive: boolean;
}

export interface ComboboxListboxProps<T> {
  combobox: Combobox<T>;
  /** The listbox's accessible name. */
  label: string;
  /** A React key for the option (its position is given for lists without unique values). */
  getOptionKey: (option: T, index: number) => string;
  renderOption: (option: T, state: ComboboxOptionState) => ReactNode;
  /** Consecutive options with the same group are shown under one heading; options without a group stand alone. */
  getOptionGroup?: (option: T) => string | undefined;
  className?: string;
  optionClassName?: string | ((option: T, state: ComboboxOptionState) => string | undefined);
  /** The class of the highlighted option. */
  activeOptionClassName?: string;
  groupHeadingClassName?: string;
  /** Results are on their way (marks the list busy and shows `loadingMessage` while it has no options). */
  isLoading?: boolean;
  loadingMessage?: ReactNode;
  /** Shown at the top of the list when it is empty and not loading (an error message fits here too). */
  emptyMessage?: ReactNode;
  /** Whether to show `emptyMessage`; by default when there are no options. */
  isEmpty?: boolean;
  messageClassName?: string;
  /** Said by screen readers when it changes (e.g. the number of results); by default the empty message if text. */
  announcement?: string;
}

/**
 * The popup list of a combobox: options (optionally grouped under headings), loading and empty messages, and a polite
 * live region. It stays in the document while closed (hidden), so the control's aria-controls always points at it.
 * Pressing in the list never takes focus (or the caret) from the text control; a click chooses.
 */
export function ComboboxListbox<T>({
  combobox,
  label,
  getOptionKey,
  renderOption,
  getOptionGroup,
  className,
  optionClassName,
  activeOptionClassName = 'bg-muted',
  groupHeadingClassName = 'px-2.5 pt-2 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase',
  isLoading = false,
  loadingMessage,
  emptyMessage,
  isEmpty,
  messageClassName = 'px-3 py-2 text-sm text-muted-foreground',
  announcement,
}: ComboboxListboxProps<T>) {
  const { options, isOpen, activeIndex, listboxId } = combobox;
  const showsEmpty = (isEmpty ?? options.length === 0) && !isLoading && emptyMessage != null;
  const showsLoading = isLoading && options.length === 0 && loadingMessage != null;
  const spoken = isOpen ? (announcement ?? (showsEmpty && typeof emptyMessage === 'string' ? emptyMessage : '')) : '';

  const renderOne = (option: T, index: number) => {
    const state = { index, isActive: index === activeIndex };
    return (
      <li
        key={getOptionKey(option, index)}
        id={combobox.optionId(index)}
        role="option"
        aria-selected={state.isActive}
        data-active={state.isActive || undefined}
        onMouseEnter={() => combobox.setActiveIndex(index)}
        onClick={() => combobox.select(option)}
        className={cn(
          'cursor-pointer',
          state.isActive && activeOptionClassName,
          typeof optionClassName === 'function' ? optionClassName(option, state) : optionClassName,
        )}
      >
        {renderOption(option, state)}
      </li>
    );
  };

  // Consecutive runs of one group become a role=group labelled by its heading.
  const items: ReactNode[] = [];
  for (let index = 0; index < options.length;) {
    const group = getOptionGroup?.(options[index]!) || undefined;
    if (!group) {
      items.push(renderOne(options[index]!, index));
      index += 1;
      continue;
    }
    const first = index;
    const members: ReactNode[] = [];
    while (index < options.length && (getOptionGroup?.(options[index]!) || undefined) === group) {
      members.push(renderOne(options[index]!, index));
      index += 1;
    }
    const headingId = `${listboxId}-group-${first}`;
    items.push(
      <li key={`group-${first}-${group}`} role="group" aria-labelledby={headingId}>
        <div id={headingId} role="presentation" className={groupHeadingClassName}>
          {group}
        </div>
        <ul role="none">{members}</ul>
      </li>,
    );
  }

  return (
    <>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={label}
        aria-busy={isLoading || undefined}
        hidden={!isOpen}
        // Pressing an option must not move focus out of the text control before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        className={className}
      >
        {isOpen && (
          <>
            {showsLoading && (
              <li role="presentation" className={messageClassName}>
                {loadingMessage}
              </li>
            )}
            {showsEmpty && (
              <li role="presentation" className={messageClassName}>
                {emptyMessage}
              </li>
            )}
            {items}
          </>
        )}
      </ul>
      <div role="status" aria-live="polite" className="sr-only">
        {spoken}
      </div>
    </>
  );
}

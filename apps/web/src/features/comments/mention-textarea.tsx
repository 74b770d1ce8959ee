import { useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, cn, inputClassName } from '@creatorlens/ui';
import { useTRPC } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { activeMentionQuery, type PickedMention } from './mention-text.ts';

const SUGGEST_DELAY_MS = 150;

export interface MentionTextareaProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  mentions: PickedMention[];
  onMentionsChange: (mentions: PickedMention[]) => void;
  /** Ctrl/⌘+Enter. */
  onSubmit: () => void;
  placeholder?: string;
  describedBy?: string | undefined;
  isInvalid?: boolean;
  autoFocus?: boolean;
}

/**
 * A textarea that suggests organisation members after "@", as an ARIA combobox: the list is announced with
 * aria-activedescendant while focus stays in the text; arrow keys move, Enter or Tab picks, Escape closes.
 */
export function MentionTextarea({
  id,
  value,
  onChange,
  mentions,
  onMentionsChange,
  onSubmit,
  placeholder,
  describedBy,
  isInvalid,
  autoFocus,
}: MentionTextareaProps) {
  const { t } = useTranslation();
  const api = useTRPC();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [active, setActive] = useState<{ start: number; query: string } | null>(null);
  const [highlighted, setHighlighted] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const query = useDebouncedValue(active?.query ?? '', SUGGEST_DELAY_MS);
  const suggestions = useQuery({
    ...api.comment.listMentionableMembers.queryOptions({ query }),
    enabled: active !== null,
    placeholderData: keepPreviousData,
  });
  const options = active ? (suggestions.data ?? []) : [];
  const isOpen = active !== null && dismissedAt !== active.start && suggestions.data !== undefined;
  const listboxId = `${id}-mentions`;
  const optionId = (index: number) => `${id}-mention-${index}`;

  function track(text: string, caret: number) {
    const next = activeMentionQuery(text, caret);
    setActive(next);
    if (next?.query !== active?.query) setHighlighted(0);
    if (!next) setDismissedAt(null);
  }

  function pick(person: { id: string; name: string }) {
    const element = textarea.current;
    if (!active || !element) return;
    // The name replaces "@query" in the textarea itself, and the browser puts the caret right after it in the same
    // step. Handing the new text to React alone would let the re-render reset the caret to the end, and restoring it
    // a frame later raced the typist: a key pressed in between landed at the end, then the rest before it.
    element.setRangeText(`@${person.name} `, active.start, element.selectionStart, 'end');
    // React finds the textarea already holding this text and leaves it (and the caret) alone.
    onChange(element.value);
    if (!mentions.some((mention) => mention.id === person.id)) onMentionsChange([...mentions, { id: person.id, name: person.name }]);
    setActive(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isOpen && options.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlighted((current) => (current + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const person = options[Math.min(highlighted, options.length - 1)];
        if (person) pick(person);
        return;
      }
    }
    if (isOpen && event.key === 'Escape') {
      // Closing the list must not also close a surrounding dialog.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(active?.start ?? null);
      return;
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  }

  const highlightedIndex = Math.min(highlighted, Math.max(options.length - 1, 0));
  return (
    <div className="relative">
      <textarea
        ref={textarea}
        id={id}
        role="combobox"
        aria-multiline="true"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-activedescendant={isOpen && options.length > 0 ? optionId(highlightedIndex) : undefined}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        autoFocus={autoFocus}
        rows={3}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
          track(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => track(event.currentTarget.value, event.currentTarget.selectionStart)}
        onBlur={() => setActive(null)}
        onKeyDown={onKeyDown}
        className={cn(inputClassName, 'h-auto min-h-20 resize-y py-2')}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('Comments.mention-suggestions')}
        hidden={!isOpen}
        className="absolute top-full left-0 z-30 mt-1 max-h-64 w-full max-w-sm overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-popover"
      >
        {options.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            {t('Comments.no-mention-matches', { query: active?.query ?? '' })}
          </li>
        ) : (
          options.map((person, index) => (
            <li
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlightedIndex}
              // mousedown, not click: the textarea must keep focus (and its caret) while a person is picked.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
              onMouseEnter={() => setHighlighted(index)}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm',
                index === highlightedIndex && 'bg-muted',
              )}
            >
              <Avatar name={person.name} src={person.image} size="xs" />
              <span className="truncate">{person.name}</span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

import { useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, ComboboxListbox, ComboboxTextarea, cn, inputClassName, useCombobox, useTextTrigger } from '@creatorlens/ui';
import { useTRPC } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { MENTION_QUERY_MAX_LENGTH, type PickedMention } from './mention-text.ts';

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
 * aria-activedescendant while focus stays in the text; arrow keys move, Enter or Tab picks, Escape closes. The picked
 * name goes in at the caret (`useTextTrigger`), so the next key typed lands right after it.
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
  const trigger = useTextTrigger(textarea, { character: '@', maxQueryLength: MENTION_QUERY_MAX_LENGTH });
  const query = useDebouncedValue(trigger.match?.query ?? '', SUGGEST_DELAY_MS);
  const suggestions = useQuery({
    ...api.comment.listMentionableMembers.queryOptions({ query }),
    enabled: trigger.match !== null,
    placeholderData: keepPreviousData,
  });
  const combobox = useCombobox({
    options: trigger.match ? (suggestions.data ?? []) : [],
    isOpen: trigger.match !== null && suggestions.data !== undefined,
    onOpenChange: (isOpen) => {
      if (!isOpen) trigger.dismiss();
    },
    selectOnTab: true,
    onSelect: (person) => {
      const text = trigger.insert(`@${person.name} `);
      if (text === null) return;
      onChange(text);
      if (!mentions.some((mention) => mention.id === person.id)) onMentionsChange([...mentions, { id: person.id, name: person.name }]);
    },
  });

  return (
    <div className="relative">
      <ComboboxTextarea
        combobox={combobox}
        ref={textarea}
        id={id}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        autoFocus={autoFocus}
        rows={3}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
          trigger.track();
        }}
        onSelect={trigger.track}
        onBlur={trigger.close}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSubmit();
          }
        }}
        className={cn(inputClassName, 'h-auto min-h-20 resize-y py-2')}
      />
      <ComboboxListbox
        combobox={combobox}
        label={t('Comments.mention-suggestions')}
        getOptionKey={(person) => person.id}
        emptyMessage={t('Comments.no-mention-matches', { query: trigger.match?.query ?? '' })}
        className="absolute top-full left-0 z-30 mt-1 max-h-64 w-full max-w-sm overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-popover"
        messageClassName="px-3 py-2 text-sm text-muted-foreground"
        optionClassName="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm"
        renderOption={(person) => (
          <>
            <Avatar name={person.name} src={person.image} size="xs" />
            <span className="truncate">{person.name}</span>
          </>
        )}
      />
    </div>
  );
}

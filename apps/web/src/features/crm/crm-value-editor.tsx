import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, NativeSelect, cn, focusRing, inputClassName } from '@creatorlens/ui';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { useFormatters, useLocale } from '../../lib/i18n.ts';
import { crmValueForInput, safeHttpUrl } from './crm-value-check.ts';
import { CRM_TEXT_MAX_LENGTH } from '@creatorlens/contracts';

export type CrmFieldValue = RouterOutputs['crmValue']['listCrmValues'][number];

const INPUT_TYPES = { number: 'text', date: 'date', email: 'email', url: 'url', text: 'text', select: 'text' } as const;

/**
 * One field's inline editor. It keeps its own draft and commits on blur or Enter (Shift+Enter adds a line in
 * text); the parent remounts it with a new key whenever the stored value changes, which resets the draft.
 */
export function CrmValueEditor({
  field,
  id,
  describedBy,
  isInvalid,
  onCommit,
}: {
  field: CrmFieldValue;
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  onCommit: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // What the person sees and edits: a number in the UI language (1.500,5), anything else as stored.
  const stored = crmValueForInput(locale, field.type, field.value);
  const [draft, setDraft] = useState(stored);

  const commit = (next: string) => {
    if (next.trim() === stored) return;
    onCommit(next.trim() === '' ? null : next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Escape') {
      setDraft(stored);
    }
  };
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
  };

  if (field.type === 'select') {
    return (
      <NativeSelect
        {...common}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          commit(event.target.value);
        }}
      >
        <option value="">{t('Crm.clear-value')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    );
  }
  if (field.type === 'text') {
    return (
      <textarea
        {...common}
        rows={2}
        maxLength={CRM_TEXT_MAX_LENGTH}
        value={draft}
        placeholder={t('Crm.not-set')}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(draft)}
        onKeyDown={onKeyDown}
        className={cn(inputClassName, 'h-auto min-h-16 resize-y py-2')}
      />
    );
  }
  const link = field.type === 'url' && field.value ? safeHttpUrl(field.value) : null;
  return (
    <div className="flex items-center gap-1.5">
      <input
        {...common}
        type={INPUT_TYPES[field.type]}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        value={draft}
        placeholder={field.type === 'date' ? undefined : t('Crm.not-set')}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(draft)}
        onKeyDown={onKeyDown}
        className={inputClassName}
      />
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('Crm.open-link')}
          title={t('Crm.open-link')}
          className={cn('shrink-0 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground', focusRing)}
        >
          <ExternalLinkIcon size={14} />
        </a>
      )}
    </div>
  );
}

/** How a value reads for people who may not change it: links for URLs and e-mail, dates and numbers in the UI language. */
export function CrmValueText({ field }: { field: CrmFieldValue }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (field.value === null) return <span className="text-muted-foreground">{t('Crm.not-set')}</span>;
  const link = field.type === 'url' ? safeHttpUrl(field.value) : null;
  if (link) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className={cn('break-all text-primary-strong underline', focusRing)}>
        {field.value}
      </a>
    );
  }
  if (field.type === 'email') {
    return (
      <a href={`mailto:${field.value}`} className={cn('break-all text-primary-strong underline', focusRing)}>
        {field.value}
      </a>
    );
  }
  // A date field holds a calendar day (YYYY-MM-DD): written for the reader's language, the same day in every zone.
  if (field.type === 'date') return <span>{format.calendarDate(field.value)}</span>;
  if (field.type === 'number') return <span className="tabular-nums">{crmValueForInput(format.locale, 'number', field.value)}</span>;
  return <span className="break-words whitespace-pre-wrap">{field.value}</span>;
}

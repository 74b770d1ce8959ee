import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { commentBodySchema } from '@creatorlens/contracts';
import { Button } from '@creatorlens/ui';
import { MentionTextarea } from './mention-textarea.tsx';
import { toStoredBody, type PickedMention } from './mention-text.ts';

/** Text with @mentions and a send button; used to write a comment and to edit one. */
export function CommentComposer({
  initialText = '',
  initialMentions = [],
  label,
  submitLabel,
  isSubmitting,
  error,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  initialText?: string;
  initialMentions?: PickedMention[];
  label: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** A server error to show under the text. */
  error?: string | null;
  /** Resolves true when the comment was saved, so the composer can clear itself. */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [mentions, setMentions] = useState<PickedMention[]>(initialMentions);
  const [localError, setLocalError] = useState<string | null>(null);
  const shownError = localError ?? error ?? null;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    // The server's rule, checked on the stored body (mentions encoded), which is what counts against the limit.
    const body = toStoredBody(text.trim(), mentions);
    const checked = commentBodySchema.safeParse(body);
    if (!checked.success) {
      const isTooLong = checked.error.issues.some((issue) => issue.code === 'too_big');
      return setLocalError(t(isTooLong ? 'Comments.body-too-long' : 'Comments.body-required'));
    }
    setLocalError(null);
    if (await onSubmit(body)) {
      setText('');
      setMentions([]);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <MentionTextarea
        id={id}
        value={text}
        onChange={setText}
        mentions={mentions}
        onMentionsChange={setMentions}
        onSubmit={() => void submit()}
        placeholder={t('Comments.composer-placeholder')}
        describedBy={`${id}-hint`}
        isInvalid={shownError !== null}
        autoFocus={autoFocus}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {shownError ? (
            <span role="alert" className="text-critical-strong">
              {shownError}
            </span>
          ) : (
            t('Comments.composer-hint')
          )}
        </p>
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {t('Common.cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" isLoading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import type { CommentSegment } from './mention-text.ts';

/**
 * A comment body from its segments. Everything is rendered as React text nodes, never as HTML, so markup
 * typed into a comment shows as the characters it is.
 */
export function CommentBody({ segments }: { segments: CommentSegment[] }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {segments.map((segment, index) =>
        segment.type === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <span
            key={index}
            title={t('Comments.mention-chip', { name: segment.name })}
            className="mx-px inline-flex items-center rounded-md bg-sky-soft px-1 font-medium text-sky-strong"
          >
            @{segment.name}
          </span>
        ),
      )}
    </p>
  );
}

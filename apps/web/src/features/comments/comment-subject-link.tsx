import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '@creatorlens/ui';
import type { CommentItem } from './mention-text.ts';

const linkClass = cn('font-medium text-primary-strong hover:underline', focusRing);

/** "on <subject>": artists and channels link to the artist page, campaigns to /campaign/{id}. */
export function CommentSubjectLink({ comment }: { comment: CommentItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const typeLabel = t(`Comments.subject-${comment.subjectType}`);
  const { name, artistSlug } = comment.subject;
  if (name === null) {
    return (
      <span className="text-muted-foreground">
        {t('Comments.on')} {t('Comments.subject-missing', { type: typeLabel })}
      </span>
    );
  }
  let link;
  if (comment.subjectType === 'campaign') {
    const href = `/campaign/${comment.subjectId}`;
    // The campaign route belongs to another area; navigating by href keeps this link independent of its typing.
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate({ href });
    };
    link = (
      <a href={href} onClick={onClick} className={linkClass}>
        {name}
      </a>
    );
  } else if (artistSlug) {
    link = (
      <Link to="/$artistSlug" params={{ artistSlug }} className={linkClass}>
        {name}
      </Link>
    );
  } else {
    link = <span>{name}</span>;
  }
  return (
    <span className="text-muted-foreground">
      {t('Comments.on')} {link} <span className="text-xs">({typeLabel})</span>
    </span>
  );
}

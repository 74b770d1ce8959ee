import { Link, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, cn, focusRing } from '@creatorlens/ui';
import { useCrumbTitles } from '../lib/crumbs.ts';

interface Crumb {
  id: string;
  title: string;
  pathname: string;
}

/**
 * Breadcrumbs from the matched routes: each route's crumb (static i18n key or a title a page published), linking
 * to that route's path. Titles are cut at 280 px with an ellipsis (spec §9) and keep their full text as a tooltip.
 */
export function Breadcrumbs({ className }: { className?: string }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const published = useCrumbTitles();
  const crumbs: Crumb[] = [{ id: '__home', title: t('Shell.crumb-home'), pathname: '/' }];
  for (const match of matches) {
    const title = published.get(match.routeId) ?? (match.staticData.crumb ? t(match.staticData.crumb) : null);
    if (!title || match.pathname === '/') continue;
    const last = crumbs[crumbs.length - 1];
    // A layout and its index route share a path; one crumb is enough.
    if (last && last.pathname.replace(/\/$/, '') === match.pathname.replace(/\/$/, '')) {
      last.title = title;
      continue;
    }
    crumbs.push({ id: match.id, title, pathname: match.pathname });
  }

  return (
    <nav aria-label={t('Shell.breadcrumbs')} className={cn('min-w-0', className)}>
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.id} className={cn('flex min-w-0 items-center gap-1', !isLast && 'hidden sm:flex')}>
              {/* Phones show only the last crumb: its separator would point at nothing. */}
              {index > 0 && (
                <ChevronRightIcon aria-hidden className={cn('size-3.5 shrink-0 text-muted-foreground', isLast && 'hidden sm:block')} />
              )}
              {isLast ? (
                <span aria-current="page" title={crumb.title} className="block max-w-[280px] truncate font-medium text-foreground">
                  {crumb.title}
                </span>
              ) : (
                <Link
                  to={crumb.pathname}
                  title={crumb.title}
                  className={cn('block max-w-[280px] truncate rounded text-muted-foreground hover:text-foreground', focusRing)}
                >
                  {crumb.title}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { CheckIcon } from './site-icons.tsx';

export interface SectionCopy {
  readonly title: string;
  readonly body: string;
  readonly points: readonly string[];
}

/** The page head shared by every marketing page: eyebrow, h1, lead, optional actions. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 pt-16 pb-10 text-center sm:pt-20">
      <p className="rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted-foreground">{eyebrow}</p>
      <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="max-w-2xl text-lg leading-relaxed text-balance text-muted-foreground">{lead}</p>
      {children}
    </header>
  );
}

/** One copy section as a card; `id` makes it a hash anchor (e.g. /features#botting). */
export function SectionCard({ section, id }: { section: SectionCopy; id?: string | undefined }) {
  return (
    <section id={id} className="scroll-mt-20 rounded-2xl border border-border bg-surface p-6 shadow-card">
      <h2 className="text-lg font-semibold tracking-tight">{section.title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{section.body}</p>
      {section.points.length > 0 && (
        <ul className="mt-4 flex flex-col gap-2">
          {section.points.map((point) => (
            <li key={point} className="flex items-start gap-2 text-sm">
              <CheckIcon size={16} className="mt-0.5 shrink-0 text-primary" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

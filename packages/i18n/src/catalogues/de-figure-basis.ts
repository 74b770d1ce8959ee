import type { enFigureBasis } from './en-figure-basis.ts';

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Deutsch: worauf eine abgeleitete Kennzahl beruht oder warum sie fehlt (Issue 38; Teil des de-Katalogs). */
export const deFigureBasis: Strings<typeof enFigureBasis> = {
  FigureBasis: {
    'as-of': 'Stand {{date}}',
    'data-as-of': 'Datenstand',
    'missing-no-posts': 'keine Beiträge bekannt',
    'missing-too-few-posts': 'zu wenige Beiträge seit {{date}} ({{posts}} von mindestens {{minimum}})',
    'missing-too-few-posts-short': 'zu wenige Beiträge seit {{date}}',
    'missing-too-few-posts-undated': 'zu wenige Beiträge',
    'missing-mixed-sources': 'Followerzahlen aus zwei Quellen werden nicht verglichen',
    'missing-gap-not-comparable': 'keine Followerzahl 20–45 Tage vor der neuesten',
    'missing-one-point': 'nur eine Followerzahl',
    'missing-not-reported': 'nicht angegeben',
    known: 'aus {{count}} Beiträgen, {{from}} – {{to}}',
    'known-points': 'zwei Followerzahlen, {{from}} – {{to}}',
    source: 'angegeben von {{source}}, Stand {{date}}',
    'source-undated': 'angegeben von {{source}}',
    'age-aging': 'älter als 3 Monate',
    'age-aging-title': 'Vor 3 bis 12 Monaten erfasst: Der Kanal kann sich seitdem verändert haben.',
    'age-stale': 'über ein Jahr alt',
    'age-stale-title': 'Vor einem Jahr oder früher erfasst: Prüfen Sie den Kanal, bevor Sie sich auf diese Zahl stützen.',
  },
};

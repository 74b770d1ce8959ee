/** English: what a derived figure rests on, or why it is missing (issue 38, contracts/figure-basis.ts; part of the en catalogue). */
export const enFigureBasis = {
  FigureBasis: {
    'as-of': 'as of {{date}}',
    'data-as-of': 'Data as of',
    'missing-no-posts': 'no posts known',
    'missing-too-few-posts': 'too few posts since {{date}} ({{posts}} of at least {{minimum}})',
    'missing-too-few-posts-short': 'too few posts since {{date}}',
    'missing-too-few-posts-undated': 'too few posts',
    'missing-mixed-sources': 'follower counts from two sources are not compared',
    'missing-gap-not-comparable': 'no follower count 20–45 days before the newest',
    'missing-one-point': 'only one follower count',
    'missing-not-reported': 'not reported',
    known: 'from {{count}} posts, {{from}} – {{to}}',
    'known-points': 'two follower counts, {{from}} – {{to}}',
    source: 'reported by {{source}}, as of {{date}}',
    'source-undated': 'reported by {{source}}',
    'age-aging': 'older than 3 months',
    'age-aging-title': 'Observed 3 to 12 months ago: the channel may have changed since.',
    'age-stale': 'over a year old',
    'age-stale-title': 'Observed a year ago or earlier: check the channel before relying on this figure.',
  },
};

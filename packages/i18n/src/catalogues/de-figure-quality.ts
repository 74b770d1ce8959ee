import type { enFigureQuality } from './en-figure-quality.ts';

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Deutsch: Auffälligkeiten an Kennzahlen und wie sicher ein Urteil ist (Issue 38; Teil des de-Katalogs). */
export const deFigureQuality: Strings<typeof enFigureQuality> = {
  FigureFlags: {
    'mark-label_one': 'Auffällige Kennzahl: {{count}} Hinweis',
    'mark-label_other': 'Auffällige Kennzahl: {{count}} Hinweise',
    title: 'Auffällige Kennzahl',
    'kind-artefact': 'Wahrscheinlich ein Datenfehler',
    'kind-event': 'Wahrscheinlich ein echtes Ereignis',
    'kind-unexplained': 'Ungeklärt',
    'kind-artefact-help': 'Die Hinweise sprechen für einen Fehler in den Daten, nicht für das Publikum. Zahl mit Vorsicht verwenden.',
    'kind-event-help': 'In den Beiträgen des Kanals wurde eine echte Ursache gefunden.',
    'kind-unexplained-help': 'In den Daten wurde keine Ursache gefunden; die Zahl kann echt sein oder nicht.',
    'reason-growth-mixed-sources': 'Das 30-Tage-Wachstum von {{value}} verrechnet Followerzahlen aus zwei verschiedenen Quellen.',
    'reason-growth-impossible':
      'Ein 30-Tage-Wachstum von {{value}} ist bei dieser Größe nicht plausibel (erwartet höchstens {{reference}}).',
    'reason-growth-giveaway':
      '30-Tage-Wachstum von {{value}} (Vergleichskanäle: bis {{reference}}) in einem Zeitraum mit einem Gewinnspiel-Beitrag.',
    'reason-growth-viral-post':
      '30-Tage-Wachstum von {{value}} (Vergleichskanäle: bis {{reference}}) in einem Zeitraum mit einem Beitrag weit über der üblichen Reichweite.',
    'reason-growth-above-peers': 'Ein 30-Tage-Wachstum von {{value}} liegt weit über vergleichbaren Kanälen (bis {{reference}}).',
    'reason-followers-counter-reset':
      'Die Followerzahl fällt auf {{value}} ihres Niveaus und kehrt zurück: ein zurückgesetzter Zähler oder ein Lesefehler.',
    'reason-followers-source-switch':
      'Die Followerzahl ändert sich um den Faktor {{value}} genau dort, wo ihre Punkte die Quelle wechseln.',
    'reason-followers-batch-move':
      'Die Followerzahl ändert sich um den Faktor {{value}} an einem Tag, an dem die Quelle viele Kanäle um etwa denselben Faktor verschoben hat.',
    'reason-followers-jump-giveaway':
      'Die Followerzahl wächst innerhalb weniger Monate um den Faktor {{value}}, mit einem Gewinnspiel-Beitrag in dieser Zeit.',
    'reason-followers-jump': 'Die Followerzahl wächst innerhalb weniger Monate um den Faktor {{value}}.',
    'reason-engagement-impossible': 'Eine Engagement-Rate von {{value}} bedeutet mehr Interaktionen als Follower.',
    'reason-engagement-stale-followers':
      'Die Engagement-Rate von {{value}} teilt durch eine Followerzahl, die mehr als ein Jahr von den Beiträgen entfernt gelesen wurde.',
    'reason-engagement-giveaway':
      'Die Engagement-Rate von {{value}} (Vergleichskanäle: bis {{reference}}) beruht auf Gewinnspiel-Beiträgen.',
    'reason-engagement-viral-post':
      'Die Engagement-Rate von {{value}} (Vergleichskanäle: bis {{reference}}) beruht auf einem Beitrag weit über den anderen.',
    'reason-engagement-above-peers': 'Eine Engagement-Rate von {{value}} liegt weit über vergleichbaren Kanälen (bis {{reference}}).',
    'reason-views-viral-post': 'Der Schnitt von {{value}} Aufrufen beruht auf einem Beitrag; ein üblicher Beitrag hat etwa {{reference}}.',
    'reason-views-above-peers': 'Ein Schnitt von {{value}} Aufrufen liegt weit über vergleichbaren Kanälen (bis {{reference}}).',
  },
  Judgements: {
    'not-enough-data': 'Nicht genug Daten',
    'not-enough-data-help': 'Zu wenig Daten für ein Urteil: {{missing}}.',
    'no-finding': 'Nichts gefunden, bei ausreichender Datenlage',
    'missing-follower-points_zero': 'keine Followerzahlen im Zeitverlauf',
    'missing-follower-points_one': 'nur {{count}} Followerzahl im Zeitverlauf (mindestens {{minimum}} nötig)',
    'missing-follower-points_other': 'nur {{count}} Followerzahlen im Zeitverlauf (mindestens {{minimum}} nötig)',
    'missing-posts_zero': 'keine Beiträge',
    'missing-posts_one': 'nur {{count}} Beitrag (mindestens {{minimum}} nötig)',
    'missing-posts_other': 'nur {{count}} Beiträge (mindestens {{minimum}} nötig)',
    'missing-stream-samples_zero': 'keine Zuschauer-Messpunkte aus Streams',
    'missing-stream-samples_one': 'nur {{count}} Zuschauer-Messpunkt aus Streams (mindestens {{minimum}} nötig)',
    'missing-stream-samples_other': 'nur {{count}} Zuschauer-Messpunkte aus Streams (mindestens {{minimum}} nötig)',
    'missing-audience-sample': 'es wurde noch keine Follower-Stichprobe ausgewertet',
    'missing-audience-judged_one': 'nur {{count}} Follower der Stichprobe war beurteilbar (mindestens {{minimum}} nötig)',
    'missing-audience-judged_other': 'nur {{count}} Follower der Stichprobe waren beurteilbar (mindestens {{minimum}} nötig)',
    'bot-risk-enough-rule':
      'Ein Urteil gibt es erst ab {{points}} Followerzahlen im Zeitverlauf und {{posts}} Beiträgen (Twitch: {{samples}} Zuschauer-Messpunkte statt Beiträgen).',
    'audience-enough-rule': 'Ein Urteil gibt es erst ab {{minimum}} beurteilbaren Followern in der Stichprobe.',
    'bot-risk-insufficient-data': 'Bot-Risiko: nicht genug Daten',
    'level-insufficient-data': 'Nicht genug Daten',
    'bot-risk-flag-rule': 'Ein ungeklärter Followersprung oder ein Wachstum weit über vergleichbaren Kanälen zählt als Warnung.',
    'bot-risk-unexplained': 'Auffällige Kennzahlen hinter diesem Urteil:',
    'bot-risk-no-signals-but-flags': 'Kein Botting-Signal gefunden, aber diese Kennzahlen sind auffällig und ungeklärt:',
    'audience-finding': 'Viele verdächtige Follower',
    'audience-no-finding': 'Kein auffälliger Anteil verdächtiger Follower',
    'audience-finding-rule': 'Ein Befund ab {{share}} verdächtigen Followern unter den beurteilten.',
  },
};

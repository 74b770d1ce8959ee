import type { Catalogue } from './types.ts';

/** German copy of the landing page (its own module: the landing's entry loads only this page's words). */
export const deSiteLandingPage: Pick<Catalogue['SitePages'], 'landing'> = {
  landing: {
    'meta-title': 'Creatorlens – Creator-Analytics und Influencer-Marketing für Marken und Agenturen',
    'meta-description':
      'Finden Sie Creator auf Instagram, TikTok, YouTube und Twitch, vergleichen Sie Engagement mit plattformgerechten Definitionen, erkennen Sie Botting und steuern Sie Kampagnen im Team. Selbst hostbar, auf Deutsch und Englisch.',
    eyebrow: 'Creator-Analytics für Marken und Agenturen',
    title: 'Die richtigen Creator finden. Belegen, was wirkt.',
    lead: 'Creatorlens durchsucht Kanäle auf Instagram, TikTok, YouTube und Twitch, misst sie mit der Engagement-Definition, die zur jeweiligen Plattform passt, und bündelt Shortlists, Kampagnen und Teamnotizen in einem Arbeitsbereich.',
    sections: [
      {
        title: 'Discovery über vier Plattformen',
        body: 'Suchen Sie nach Name, Handle oder eingefügtem Profil-Link und filtern Sie nach Plattform, Follower-Spanne, Land, Sprache, Wachstum und Engagement. Speichern Sie Suchen und machen Sie später dort weiter.',
        points: [
          'Instagram, TikTok, YouTube und Twitch in einer Suche',
          'Filter für Größenklasse, Land, Sprache und Wachstum',
          'Gespeicherte Suchen für wiederkehrende Briefings',
        ],
      },
      {
        title: 'Analytics mit ehrlichem Engagement',
        body: 'Engagement bedeutet auf jeder Plattform etwas anderes, deshalb nennen wir genau, was wir berechnen: (Likes + Kommentare) / Follower auf Instagram, (Likes + Kommentare + Shares) / Views auf TikTok, Likes / Views auf YouTube und Watch-Time mit durchschnittlichen und maximalen Zuschauern auf Twitch.',
        points: [
          'Die Definition steht neben jeder Kennzahl',
          'Follower-Wachstum über 30 Tage',
          'Posting-Frequenz und durchschnittliche Views',
        ],
      },
      {
        title: 'Benchmarks, die Zahlen einordnen',
        body: 'Jeder Kanal wird mit Kanälen derselben Plattform und Größenklasse verglichen, von Nano bis Mega. Ein Perzentil-Balken zeigt auf einen Blick, ob 3 % Engagement herausragend oder gewöhnlich sind.',
        points: [
          'Perzentile je Plattform und Größenklasse',
          'Wachstum, Engagement, Views und Frequenz',
          'Charts der am schnellsten wachsenden Creator',
        ],
      },
      {
        title: 'Branded Content und Gewinnspiele',
        body: 'Sehen Sie, welche Beiträge gesponsert sind, mit welchen Marken ein Creator bereits arbeitet und welche Beiträge Gewinnspiele sind, die das Engagement für ein paar Tage aufblähen.',
        points: ['Gesponserte Beiträge je Marke', 'Gewinnspiele erkannt und getrennt aufgeführt', 'Content-Feed über alle Plattformen'],
      },
      {
        title: 'Botting-Erkennung',
        body: 'Plötzliche Follower-Sprünge, Engagement, das nicht zur Reichweite passt, und Wachstum ohne passende Inhalte werden markiert – damit Sie nicht für eine Zielgruppe bezahlen, die es nicht gibt.',
        points: [
          'Auffälligkeiten im Follower-Wachstum',
          'Engagement außerhalb des erwarteten Bereichs',
          'Begründete Signale statt Blackbox-Score',
        ],
      },
      {
        title: 'Kampagnen-Board und Teamarbeit',
        body: 'Bewegen Sie Creator durch Ihre eigenen Spalten, von der Longlist bis zur Veröffentlichung. Watchlists, Tags, CRM-Felder und Kommentare mit Erwähnungen halten das ganze Team auf dem gleichen Stand.',
        points: ['Board mit eigenen Spalten und Terminen', 'Watchlists und farbige Tags', 'Kommentare, Erwähnungen und eigene CRM-Felder'],
      },
      {
        title: 'Selbst hostbar, auf Deutsch und Englisch',
        body: 'Betreiben Sie Creatorlens auf Ihrem eigenen Server mit eingebetteter Datenbank oder Ihrem PostgreSQL. Jede Ansicht gibt es auf Deutsch und Englisch, im hellen und dunklen Modus.',
        points: [
          'Ein Node.js-Prozess, PostgreSQL oder eingebettetes PGlite',
          'Ihre Daten bleiben in Ihrer Infrastruktur',
          'Durchgehend Deutsch (Sie) und Englisch',
        ],
      },
    ],
  },
};

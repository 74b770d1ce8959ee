import type { Catalogue } from './types.ts';
import type { enSiteProductPages } from './en-site-product.ts';
import { deSiteLandingPage } from './de-site-landing.ts';

/** German copy of the product pages; same shape as the English file, section for section (formal Sie). */
export const deSiteProductPages: Pick<Catalogue['SitePages'], keyof typeof enSiteProductPages> = {
  ...deSiteLandingPage,
  features: {
    'meta-title': 'Funktionen – Creatorlens',
    'meta-description':
      'Kanaltypen, Zielgruppen-Einblicke, Botting-Erkennung, Gewinnspiele, Teamarbeit und Benchmarking: was Creatorlens für Influencer-Marketing-Teams leistet.',
    eyebrow: 'Funktionen',
    title: 'Alles, was ein Influencer-Team braucht – sauber gemessen',
    lead: 'Von der ersten Suche bis zum Kampagnenbericht: die Bausteine von Creatorlens.',
    sections: [
      {
        title: 'Kanaltypen',
        body: 'Creator sind selten nur auf einer Plattform. Creatorlens fasst die Instagram-, TikTok-, YouTube- und Twitch-Kanäle einer Person zu einem Creator-Profil zusammen – mit den Kennzahlen, die je Kanaltyp zählen.',
        points: [
          'Ein Profil pro Creator, mehrere Kanäle',
          'Plattformspezifische Kennzahlen',
          'Snapchat, soweit die Lizenz das Lesen erlaubt',
        ],
      },
      {
        title: 'Zielgruppe',
        body: 'Land und Sprache eines Kanals, seine Größenklasse und sein Wachstum zeigen, ob die Zielgruppe zu Ihrem Markt passt – bevor Sie die erste Nachricht schreiben.',
        points: ['Filter für Land und Sprache', 'Größenklassen von Nano bis Mega', 'Wachstum über 30 Tage'],
      },
      {
        title: 'Botting-Erkennung',
        body: 'Follower-Sprünge ohne passende Inhalte und Engagement weit außerhalb des Benchmark-Bereichs werden mit Begründung markiert, damit Sie das Signal selbst beurteilen können.',
        points: ['Wachstums-Auffälligkeiten', 'Engagement-Ausreißer', 'Begründungen statt Blackbox'],
      },
      {
        title: 'Gewinnspiele',
        body: 'Gewinnspiel-Beiträge ziehen Kommentare von Menschen an, die gewinnen wollen, nicht von Fans. Creatorlens erkennt sie und zeigt sie getrennt, damit sie die Engagement-Rate nicht verzerren.',
        points: ['Gewinnspiele an der Beschreibung erkannt', 'Getrennt im Content-Feed', 'Kontext für ungewöhnliches Engagement'],
      },
      {
        title: 'Teamarbeit',
        body: 'Organisationen mit Rollen, Einladungen und Nutzerplätzen. Teilen Sie Watchlists und Kampagnen, kommentieren Sie mit Erwähnungen und pflegen Sie eigene CRM-Felder je Kanal.',
        points: ['Admins und Mitglieder je Organisation', 'Kommentare mit Erwähnungen und Benachrichtigungen', 'Eigene CRM-Felder'],
      },
      {
        title: 'Benchmarking',
        body: 'Perzentile gegenüber Kanälen derselben Plattform und Größenklasse machen aus Rohzahlen ein Urteil, das Sie vor Kunden vertreten können.',
        points: ['Engagement, Wachstum, Views, Frequenz', 'Je Plattform und Größenklasse', 'Charts der Top-Aufsteiger'],
      },
    ],
  },
  'features/instagram': {
    'meta-title': 'Instagram-Analytics – Creatorlens',
    'meta-description':
      'Instagram-Creator finden und analysieren: Engagement als (Likes + Kommentare) / Follower über die letzten 12 Beiträge, Wachstum, gesponserte Beiträge.',
    eyebrow: 'Instagram',
    title: 'Instagram-Creator, gemessen wie Instagram funktioniert',
    lead: 'Finden Sie Instagram-Creator nach Zielgruppe und Wachstum und beurteilen Sie sie mit einer Engagement-Rate, die zu Instagram passt.',
    sections: [
      {
        title: 'Engagement über die letzten 12 Beiträge',
        body: 'Auf Instagram berechnen wir (Likes + Kommentare) / Follower je Beitrag und mitteln über die 12 neuesten Beiträge, das in der Branche übliche Fenster.',
        points: ['Engagement je Beitrag', 'Mittel der 12 neuesten Beiträge', 'Definition neben der Kennzahl'],
      },
      {
        title: 'Wachstum und Größenklasse',
        body: 'Follower-Wachstum über 30 Tage und die Größenklasse ordnen jeden Account unter seinesgleichen ein, vom Nano-Account bis zum Star.',
        points: ['Wachstum über 30 Tage', 'Benchmark je Größenklasse', 'Charts der am schnellsten wachsenden Accounts'],
      },
      {
        title: 'Gesponserte Beiträge und Gewinnspiele',
        body: 'Bezahlte Partnerschaften und Gewinnspiele werden erkannt – Sie sehen, mit welchen Marken ein Account arbeitet und welche Spitzen mit Preisen erkauft wurden.',
        points: ['Marken je Creator', 'Gewinnspiele getrennt aufgeführt', 'Content-Feed mit Filtern'],
      },
    ],
  },
  'features/tiktok': {
    'meta-title': 'TikTok-Analytics – Creatorlens',
    'meta-description':
      'TikTok-Creator finden und analysieren: Engagement als (Likes + Kommentare + Shares) / Views, durchschnittliche Views und Wachstum.',
    eyebrow: 'TikTok',
    title: 'TikTok-Creator jenseits der Follower-Zahl',
    lead: 'Auf TikTok kommt Reichweite aus dem Feed, nicht von Followern. Creatorlens misst Views und Shares, damit Sie Creator fair vergleichen.',
    sections: [
      {
        title: 'Engagement auf Basis von Views',
        body: 'TikTok-Engagement ist (Likes + Kommentare + Shares) / Views je Video, gemittelt über die 30 neuesten Videos.',
        points: ['Shares zählen als Engagement', 'View-basiert, nicht Follower-basiert', 'Mittel aus 30 Videos'],
      },
      {
        title: 'Durchschnittliche Views und Rhythmus',
        body: 'Durchschnittliche Views und Beiträge pro Woche zeigen, ob ein Creator verlässlich Menschen erreicht oder von einem einzigen viralen Hit lebt.',
        points: ['Durchschnittliche Views', 'Beiträge pro Woche', 'Wachstum über 30 Tage'],
      },
      {
        title: 'Aufsteigende Creator',
        body: 'Die Charts ordnen TikTok-Creator nach Follower-Zuwachs und Wachstumsrate je Größenklasse und Land.',
        points: ['Charts je Land', 'Größenklassen', 'Rangänderungen seit der letzten Periode'],
      },
    ],
  },
  'features/youtube': {
    'meta-title': 'YouTube-Analytics – Creatorlens',
    'meta-description':
      'YouTube-Kanäle finden und analysieren: Engagement als Likes / Views, durchschnittliche Aufrufe, Abonnenten-Wachstum und gesponserte Videos.',
    eyebrow: 'YouTube',
    title: 'YouTube-Kanäle mit Aufrufen, die halten',
    lead: 'Abonnenten sagen wenig über die heutige Reichweite. Creatorlens betrachtet Aufrufe und Likes der aktuellen Videos.',
    sections: [
      {
        title: 'Engagement als Likes pro Aufruf',
        body: 'Für YouTube berechnen wir Likes / Views je Video über die 30 neuesten Uploads, weil Kommentare oft deaktiviert sind.',
        points: ['Likes / Views', 'Mittel aus 30 Videos', 'Definition neben der Kennzahl'],
      },
      {
        title: 'Abonnenten-Wachstum',
        body: 'Das Wachstum über 30 Tage zeigt, welche Kanäle an Fahrt gewinnen und welche von alten Videos leben.',
        points: ['Wachstum über 30 Tage', 'Durchschnittliche Aufrufe je Video', 'Benchmark je Größenklasse'],
      },
      {
        title: 'Kanäle per Link finden',
        body: 'Fügen Sie einen Kanal-Link oder eine Kanal-ID in die Suche ein und gelangen Sie direkt zum Kanal.',
        points: ['Suche nach Name oder Handle', 'Kanal-URLs einfügen', 'Über alle Plattformen zugleich'],
      },
    ],
  },
  'features/twitch': {
    'meta-title': 'Twitch-Analytics – Creatorlens',
    'meta-description':
      'Twitch-Streamer analysieren: Watch-Time, durchschnittliche und maximale Zuschauer, Sendezeit und Follower-Wachstum.',
    eyebrow: 'Twitch',
    title: 'Twitch-Streamer, beurteilt nach ihren Zuschauern',
    lead: 'Twitch hat keine aussagekräftige Follower-basierte Engagement-Rate. Wir zeigen, was Sponsoren von Livestreams wirklich brauchen.',
    sections: [
      {
        title: 'Watch-Time und Zuschauer',
        body: 'Watch-Time, durchschnittliche und maximale Zuschauer beschreiben das echte Publikum eines Streamers. Fehlt die Watch-Time, ergibt sie sich aus durchschnittlichen Zuschauern × Sendestunden.',
        points: ['Watch-Time in Stunden', 'Durchschnittliche und maximale Zuschauer', 'Sendestunden'],
      },
      {
        title: 'Keine erfundene Engagement-Rate',
        body: 'Statt einer irreführenden Prozentzahl sagen wir offen, dass Twitch-Engagement nicht berechnet wird, und zeigen stattdessen die Stream-Kennzahlen.',
        points: ['Ehrliche Definitionen', 'Vergleichbar innerhalb von Twitch', 'Neben jeder Kennzahl'],
      },
      {
        title: 'Streamer neben ihren anderen Kanälen',
        body: 'Viele Streamer veröffentlichen auch auf YouTube und TikTok. Ihr Creator-Profil zeigt alle Kanäle zusammen.',
        points: ['Ein Profil pro Creator', 'Plattformübergreifende Reichweite', 'Gemeinsame Watchlists und Kampagnen'],
      },
    ],
  },
  'features/discovery': {
    'meta-title': 'Creator-Discovery – Creatorlens',
    'meta-description':
      'Creator auf Instagram, TikTok, YouTube und Twitch nach Name, Handle oder Link suchen und nach Größe, Land, Sprache, Wachstum und Engagement filtern.',
    eyebrow: 'Discovery',
    title: 'Creator finden, die zu Ihrem Briefing passen',
    lead: 'Eine Suche über vier Plattformen mit Filtern, die echte Briefing-Fragen beantworten.',
    sections: [
      {
        title: 'Suche beim Tippen',
        body: 'Geben Sie einen Namen oder ein Handle ein oder fügen Sie einen Profil-Link ein. Exakte Handles zuerst, dann Präfixe, dann ähnliche Namen.',
        points: ['Name, Handle oder Link', 'Sortiert nach Relevanz und Reichweite', 'Plattformübergreifend'],
      },
      {
        title: 'Filter, die zählen',
        body: 'Grenzen Sie nach Plattform, Follower-Spanne, Größenklasse, Land, Sprache, Engagement und Wachstum ein.',
        points: ['Größenklasse und Follower-Spanne', 'Land und Sprache', 'Engagement und Wachstum'],
      },
      {
        title: 'Gespeicherte Suchen und Vergleich',
        body: 'Speichern Sie Suchen für wiederkehrende Briefings und vergleichen Sie Kanäle der Shortlist nebeneinander.',
        points: ['Gespeicherte Suchen', 'Direkter Vergleich', 'Zu Watchlists und Kampagnen hinzufügen'],
      },
    ],
  },
  'features/analytics': {
    'meta-title': 'Creator-Analytics – Creatorlens',
    'meta-description':
      'Wachstum, Engagement mit plattformgerechten Definitionen, Benchmarks je Größenklasse und Botting-Signale für jeden Kanal.',
    eyebrow: 'Analytics',
    title: 'Zahlen, die Sie Kunden erklären können',
    lead: 'Jede Kennzahl in Creatorlens kommt mit ihrer Definition und einem Benchmark – so wissen Sie, was sie bedeutet.',
    sections: [
      {
        title: 'Wachstum im Zeitverlauf',
        body: 'Follower-Verlauf und 30-Tage-Wachstum je Kanal in einem interaktiven Diagramm.',
        points: ['Follower-Verlauf', 'Wachstum über 30 Tage', 'Interaktive Diagramme'],
      },
      {
        title: 'Benchmarks je Größenklasse',
        body: 'Perzentil-Balken vergleichen Engagement, Wachstum, Views und Posting-Frequenz mit Kanälen derselben Plattform und Größenklasse.',
        points: ['Perzentile', 'Vergleich mit Gleichgroßen', 'Vier Kennzahlen'],
      },
      {
        title: 'Signale für gekaufte Reichweite',
        body: 'Follower-Sprünge und Engagement-Ausreißer werden mit ihrer Begründung markiert.',
        points: ['Wachstums-Auffälligkeiten', 'Engagement-Ausreißer', 'Begründete Signale'],
      },
    ],
  },
  'features/content': {
    'meta-title': 'Creator-Content-Feed – Creatorlens',
    'meta-description':
      'Alle Beiträge, Videos und Streams Ihrer Creator in einem Feed, mit Engagement je Beitrag, gesponserten Beiträgen und Gewinnspielen.',
    eyebrow: 'Content',
    title: 'Alle Beiträge Ihrer Creator in einem Feed',
    lead: 'Sehen Sie, was Creator plattformübergreifend veröffentlichen und wie jeder Beitrag abschneidet.',
    sections: [
      {
        title: 'Ein Feed, vier Plattformen',
        body: 'Beiträge, Videos und Streams eines Kanals, die neuesten zuerst, mit Likes, Kommentaren, Views und Engagement je Beitrag.',
        points: ['Kennzahlen je Beitrag', 'Filter nach Plattform', 'Neueste zuerst'],
      },
      {
        title: 'Gesponserte Beiträge und Gewinnspiele markiert',
        body: 'Markenbeiträge nennen die Marke; Gewinnspiele sind gekennzeichnet, damit Sie Engagement im Kontext lesen.',
        points: ['Marken-Erwähnungen', 'Gewinnspiel-Kennzeichnung', 'Kontext für Spitzen'],
      },
      {
        title: 'Lesezugriff je Lizenz',
        body: 'Welche Plattformen Ihr Team lesen darf, ist Teil Ihrer Lizenz – so bleiben die Kosten planbar.',
        points: ['Plattformen je Tarif', 'Klare Grenzen', 'Keine Überraschungen'],
      },
    ],
  },
  'features/branded-content': {
    'meta-title': 'Branded-Content-Tracking – Creatorlens',
    'meta-description':
      'Gesponserte Beiträge verfolgen: welche Creator mit welchen Marken arbeiten, wie gesponserte Beiträge abschneiden und wer für Wettbewerber wirbt.',
    eyebrow: 'Branded Content',
    title: 'Sehen, wer bereits mit welcher Marke arbeitet',
    lead: 'Gesponserte Beiträge verraten Partnerschaften, Wettbewerber und Marktpreise.',
    sections: [
      {
        title: 'Marken je Creator',
        body: 'Jeder gesponserte Beitrag wird der genannten Marke zugeordnet, sodass ein Creator-Profil seine Partner auflistet.',
        points: ['Partnermarken', 'Gesponserte Beiträge je Marke', 'Plattformübergreifend'],
      },
      {
        title: 'Leistung gesponserter Beiträge',
        body: 'Vergleichen Sie das Engagement gesponserter und organischer Beiträge, um zu sehen, ob die Zielgruppe Werbung annimmt.',
        points: ['Gesponsert vs. organisch', 'Engagement je Beitrag', 'Benchmarks'],
      },
      {
        title: 'Blick auf den Wettbewerb',
        body: 'Suchen Sie nach einer Marke und sehen Sie, welche Creator für sie werben.',
        points: ['Markensuche', 'Creator-Listen je Marke', 'Zu Watchlists hinzufügen'],
      },
    ],
  },
  'features/campaigns': {
    'meta-title': 'Influencer-Kampagnenmanagement – Creatorlens',
    'meta-description':
      'Influencer-Kampagnen auf einem Board mit eigenen Spalten, Terminen und Teamkommentaren planen – von der Shortlist bis zur Veröffentlichung.',
    eyebrow: 'Kampagnen',
    title: 'Kampagnen auf einem Board steuern',
    lead: 'Von der Longlist bis zum veröffentlichten Beitrag: ein Board mit eigenen Spalten, Start- und Enddatum und dem ganzen Team.',
    sections: [
      {
        title: 'Ihre Spalten, Ihr Prozess',
        body: 'Legen Sie Spalten wie Longlist, kontaktiert, zugesagt und veröffentlicht an und ziehen Sie Kanäle zwischen ihnen hin und her.',
        points: ['Eigene Spalten', 'Drag and Drop', 'Status Entwurf, bereit, aktiv und beendet'],
      },
      {
        title: 'Termine und Fortschritt',
        body: 'Kampagnen mit Enddatum zeigen ihren Fortschritt; Kampagnen ohne Ende bleiben aktiv, bis Sie sie schließen.',
        points: ['Start- und Enddatum', 'Fortschrittsanzeige', 'Kampagnen ohne Ende'],
      },
      {
        title: 'Team und CRM',
        body: 'Kommentare mit Erwähnungen, eigene CRM-Felder und Tags halten alles, was Sie über einen Creator wissen, neben der Kampagne.',
        points: ['Kommentare und Erwähnungen', 'CRM-Felder', 'Tags in sechs Farben'],
      },
    ],
  },
  'solutions/brands': {
    'meta-title': 'Influencer-Marketing für Marken – Creatorlens',
    'meta-description':
      'Für Markenteams: passende Creator finden, Zielgruppe und Engagement prüfen, Botting erkennen und Kampagnen verfolgen.',
    eyebrow: 'Für Marken',
    title: 'Creator mit Belegen auswählen, nicht aus dem Bauch',
    lead: 'Markenteams nutzen Creatorlens, um passende Creator zu finden, sie vor Vertragsabschluss zu prüfen und zu verfolgen, was die Partnerschaft bringt.',
    sections: [
      {
        title: 'Vor der Unterschrift',
        body: 'Prüfen Sie in Minuten Land und Sprache der Zielgruppe, Wachstum, Engagement im Benchmark und Botting-Signale.',
        points: ['Passende Zielgruppe', 'Engagement im Benchmark', 'Botting-Signale'],
      },
      {
        title: 'Den Wettbewerb kennen',
        body: 'Branded Content zeigt, welche Creator bereits für Wettbewerber werben und wie diese Beiträge abschneiden.',
        points: ['Partnerschaften der Wettbewerber', 'Leistung gesponserter Beiträge', 'Marktüberblick'],
      },
      {
        title: 'Ihre Daten in Ihrer Hand',
        body: 'Betreiben Sie Creatorlens auf Ihrer eigenen Infrastruktur, wenn Ihr Sicherheitsteam das bevorzugt.',
        points: ['Selbst hostbar', 'PostgreSQL', 'Deutsch und Englisch'],
      },
    ],
  },
  'solutions/agencies': {
    'meta-title': 'Influencer-Marketing für Agenturen – Creatorlens',
    'meta-description':
      'Für Agenturen: Discovery über vier Plattformen, geteilte Watchlists, Kampagnen-Boards und CRM-Felder für viele Kunden und Teams.',
    eyebrow: 'Für Agenturen',
    title: 'Viele Kunden, ein Arbeitsbereich',
    lead: 'Agenturen nutzen Creatorlens, um Briefings schneller zu beantworten, Shortlists im Team zu teilen und Kampagnen für mehrere Kunden parallel zu steuern.',
    sections: [
      {
        title: 'Briefings in Stunden beantworten',
        body: 'Gespeicherte Suchen und Filter machen aus einem Briefing schnell eine Shortlist; Vergleiche machen die Empfehlung belastbar.',
        points: ['Gespeicherte Suchen', 'Vergleich', 'Benchmarks für den Pitch'],
      },
      {
        title: 'Nach Kunden organisieren',
        body: 'Watchlists, Tags und Kampagnen je Kunde; mehrere Organisationen pro Nutzer, wenn Sie für getrennte Einheiten arbeiten.',
        points: ['Watchlists je Kunde', 'Tags', 'Mehrere Organisationen'],
      },
      {
        title: 'Team mit Rollen',
        body: 'Laden Sie Kolleginnen und Kollegen als Admins oder Mitglieder ein, verwalten Sie Nutzerplätze und Credits und halten Sie Notizen in CRM-Feldern und Kommentaren fest.',
        points: ['Rollen und Nutzerplätze', 'Credits', 'Kommentare und CRM'],
      },
    ],
  },
};

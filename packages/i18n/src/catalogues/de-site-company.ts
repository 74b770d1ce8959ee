import type { Catalogue } from './types.ts';
import type { enSiteCompanyPages } from './en-site-company.ts';

/** German copy of the company and legal pages (formal Sie); operator data comes from configuration, not from here. */
export const deSiteCompanyPages: Pick<Catalogue['SitePages'], keyof typeof enSiteCompanyPages> = {
  pricing: {
    'meta-title': 'Preise – Creatorlens',
    'meta-description':
      'Creatorlens-Tarife mit Nutzerplätzen, monatlichen Credits, lesbaren Plattformen und Watchlist-Grenzen. Starten Sie mit einer kostenlosen Testphase.',
    eyebrow: 'Preise',
    title: 'Tarife, die mit Ihrem Team wachsen',
    lead: 'Jeder Tarif enthält Discovery über alle vier Plattformen, Benchmarks, Kampagnen und Teamarbeit. Die Tarife unterscheiden sich in Nutzerplätzen, Credits und darin, welche Plattformen Sie lesen dürfen.',
    sections: [
      {
        title: 'Was sind Credits?',
        body: 'Credits bezahlen datenintensive Aktionen wie das Aktualisieren eines Kanals auf Abruf oder den Export von Listen. Sie erneuern sich jeden Monat.',
        points: [],
      },
      {
        title: 'Können wir selbst hosten?',
        body: 'Ja. Creatorlens läuft als ein Node.js-Prozess mit eingebetteter Datenbank oder Ihrem PostgreSQL-Server. Lizenzen funktionieren genauso.',
        points: [],
      },
      {
        title: 'Was passiert, wenn eine Lizenz abläuft?',
        body: 'Ihr Team behält Zugriff auf seine eigenen Listen und Kampagnen; für Suche und Kanaldaten ist wieder eine gültige Lizenz nötig.',
        points: [],
      },
    ],
  },
  newsletter: {
    'meta-title': 'Newsletter – Creatorlens',
    'meta-description':
      'Der Creatorlens-Newsletter: neue Funktionen, Trends im Creator-Markt und Chart-Highlights, etwa einmal im Monat. Double-Opt-in, jederzeit abbestellbar.',
    eyebrow: 'Newsletter',
    title: 'Neues aus dem Creator-Markt, einmal im Monat',
    lead: 'Neue Funktionen, die am schnellsten wachsenden Creator des Monats und praktische Tipps für Influencer-Kampagnen. Wir bestätigen jedes Abonnement per E-Mail (Double-Opt-in), und Sie können sich mit einem Klick abmelden.',
    sections: [
      {
        title: 'Was Sie erhalten',
        body: 'Etwa eine E-Mail im Monat, auf Deutsch oder Englisch, wie Sie möchten.',
        points: ['Produkt-Neuigkeiten', 'Chart-Highlights', 'Praxis für Kampagnen'],
      },
      {
        title: 'Wie wir mit Ihrer Adresse umgehen',
        body: 'Wir speichern Ihre E-Mail-Adresse, die Sprache und den Zeitpunkt Ihrer Bestätigung – ausschließlich für den Versand des Newsletters. Einzelheiten finden Sie in der Datenschutzerklärung.',
        points: [],
      },
    ],
  },
  jobs: {
    'meta-title': 'Jobs – Creatorlens',
    'meta-description': 'Arbeiten Sie an Creatorlens: offene Stellen in Engineering, Daten und Customer Success.',
    eyebrow: 'Jobs',
    title: 'Bauen Sie die Werkzeuge, auf die Influencer-Teams sich verlassen',
    lead: 'Wir sind ein kleines Team, das Creator-Analytics für Marken und Agenturen baut. Uns sind klare Sprache, sorgfältiges Engineering und Respekt vor der Zeit anderer wichtig.',
    sections: [
      {
        title: 'Wie wir arbeiten',
        body: 'Remote-freundlich innerhalb Deutschlands, Kernzeiten statt Dauer-Meetings und ein Budget für Ausstattung und Weiterbildung.',
        points: ['Remote-freundlich', '30 Tage Urlaub', 'Weiterbildungsbudget'],
      },
    ],
  },
  imprint: {
    'meta-title': 'Impressum – Creatorlens',
    'meta-description': 'Impressum des Betreibers dieser Creatorlens-Installation.',
    eyebrow: 'Rechtliches',
    title: 'Impressum',
    lead: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).',
    sections: [
      {
        title: 'Verantwortlich für den Inhalt',
        body: 'Verantwortlich für den Inhalt dieser Website nach § 18 Abs. 2 Medienstaatsvertrag (MStV) ist die oben genannte Geschäftsführung.',
        points: [],
      },
      {
        title: 'Verbraucherstreitbeilegung',
        body: 'Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        points: [],
      },
    ],
  },
  privacy: {
    'meta-title': 'Datenschutzerklärung – Creatorlens',
    'meta-description': 'Wie der Betreiber dieser Creatorlens-Installation personenbezogene Daten nach der DSGVO verarbeitet.',
    eyebrow: 'Rechtliches',
    title: 'Datenschutzerklärung',
    lead: 'Diese Erklärung beschreibt, welche personenbezogenen Daten diese Installation verarbeitet, zu welchem Zweck und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.',
    sections: [
      {
        title: 'Verantwortlicher',
        body: 'Verantwortlich ist das im Impressum genannte Unternehmen. Sie erreichen uns per E-Mail unter der dort angegebenen Adresse.',
        points: [],
      },
      {
        title: 'Besuch der Website',
        body: 'Beim Aufruf verarbeitet der Server Ihre IP-Adresse, die aufgerufene Seite, Uhrzeit und Browserangaben, um die Seite auszuliefern und den Dienst zu schützen (Art. 6 Abs. 1 lit. f DSGVO). Server-Logs werden spätestens nach 14 Tagen gelöscht.',
        points: [],
      },
      {
        title: 'Speicherung auf Ihrem Gerät',
        body: 'Wir speichern nur, was die Website braucht: Ihr Sitzungs-Cookie nach der Anmeldung sowie Sprache, Farbmodus und Ihre Datenschutz-Auswahl im lokalen Speicher (§ 25 Abs. 2 TDDDG). Optionale Analyse- oder Marketing-Werkzeuge sind nicht aktiv; sollte sich das ändern, laufen sie erst nach Ihrer Einwilligung.',
        points: [],
      },
      {
        title: 'Konto- und Arbeitsbereichsdaten',
        body: 'Wenn Sie die Anwendung nutzen, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Organisationszugehörigkeit und die von Ihnen erstellten Inhalte (Listen, Kampagnen, Kommentare) zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).',
        points: [],
      },
      {
        title: 'Newsletter',
        body: 'Mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) speichern wir Ihre E-Mail-Adresse, Sprache sowie die Zeitpunkte von Anmeldung und Bestätigung. Sie können die Einwilligung jederzeit über den Link in jeder E-Mail widerrufen.',
        points: [],
      },
      {
        title: 'Öffentliche Creator-Daten',
        body: 'Die Anwendung analysiert öffentlich verfügbare Kanaldaten von Creatorn (berechtigtes Interesse an Marktanalyse, Art. 6 Abs. 1 lit. f DSGVO). Creator können jederzeit per E-Mail widersprechen.',
        points: [],
      },
      {
        title: 'Ihre Rechte',
        body: 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren.',
        points: [],
      },
    ],
  },
  terms: {
    'meta-title': 'AGB – Creatorlens',
    'meta-description': 'Allgemeine Geschäftsbedingungen für Geschäftskunden von Creatorlens.',
    eyebrow: 'Rechtliches',
    title: 'Allgemeine Geschäftsbedingungen',
    lead: 'Diese Bedingungen gelten für die Nutzung von Creatorlens durch Unternehmer (§ 14 BGB). Sie gelten nicht für Verbraucher.',
    sections: [
      {
        title: 'Vertragsgegenstand',
        body: 'Der Betreiber stellt die Software Creatorlens als Dienst bereit oder lizenziert sie zum Selbstbetrieb, im Umfang des gebuchten Tarifs (Nutzerplätze, Credits, lesbare Plattformen, Watchlist-Grenzen).',
        points: [],
      },
      {
        title: 'Konten und Organisationen',
        body: 'Der Kunde hält Zugangsdaten geheim und ist für die von ihm eingeladenen Mitglieder verantwortlich. Administratoren einer Organisation verwalten Rollen und Nutzerplätze.',
        points: [],
      },
      {
        title: 'Laufzeit und Zahlung',
        body: 'Tarife laufen für die vereinbarte Laufzeit und verlängern sich, sofern sie nicht gekündigt werden. Preise gelten monatlich, jährlich im Voraus abgerechnet, zuzüglich gesetzlicher Umsatzsteuer.',
        points: [],
      },
      {
        title: 'Verfügbarkeit und Daten',
        body: 'Der Betreiber strebt eine hohe Verfügbarkeit an und veröffentlicht den aktuellen Zustand auf der Statusseite. Kanaldaten stammen aus öffentlichen Quellen und können unvollständig oder verzögert sein.',
        points: [],
      },
      {
        title: 'Haftung',
        body: 'Der Betreiber haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit; bei leichter Fahrlässigkeit nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vertragstypischen, vorhersehbaren Schaden.',
        points: [],
      },
      {
        title: 'Schlussbestimmungen',
        body: 'Es gilt deutsches Recht. Gerichtsstand ist, soweit gesetzlich zulässig, der Sitz des Betreibers.',
        points: [],
      },
    ],
  },
  charts: {
    'meta-title': 'Creator-Charts – die am schnellsten wachsenden Creator | Creatorlens',
    'meta-description':
      'Charts der am schnellsten wachsenden Creator auf Instagram, TikTok, YouTube und Twitch nach Follower-Zuwachs und Wachstumsrate, je Größenklasse und Land.',
    eyebrow: 'Charts',
    title: 'Creator-Charts',
    lead: 'Die am schnellsten wachsenden Creator je Plattform, Größenklasse und Land, gereiht nach den neuesten Zahlen, die uns vorliegen; jede Rangliste nennt, wann ihre Zahlen erfasst wurden.',
    sections: [],
  },
  coupons: {
    'meta-title': 'Creator-Gutscheincodes – Creatorlens',
    'meta-description': 'Rabattcodes, die Creator mit ihrer Community teilen, mit Marke, Creator und Gültigkeit.',
    eyebrow: 'Gutscheine',
    title: 'Creator-Gutscheincodes',
    lead: 'Rabattcodes, die Creator mit ihrer Community teilen – nach Marke und Creator.',
    sections: [],
  },
};

import type { enSiteArtist } from './en-site-artist.ts';

/** German: the public artist page (/{artistSlug} for Besucher) and its server-rendered head tags (formal Sie). */
export const deSiteArtist: { SiteArtist: Record<keyof (typeof enSiteArtist)['SiteArtist'], string> } = {
  SiteArtist: {
    'meta-title': '{{name}} – Statistiken zu {{platforms}}',
    'meta-description': '{{name}}: {{counts}}. Follower-Wachstum, Engagement-Rate und Top-Beiträge bei Creatorlens.',
    'meta-description-empty': '{{name}} bei Creatorlens: Follower-Wachstum, Engagement-Rate und Top-Beiträge.',
    'meta-count': '{{followers}} Follower auf {{platform}}',
    eyebrow: 'Öffentliches Creator-Profil',
    lead: 'Öffentliche Kennzahlen von {{platforms}}, jeweils mit dem Tag der Erfassung und der Quelle.',
    'no-channels': 'Zu diesem Artist liegen noch keine Kanäle vor.',
    followers: 'Follower',
    'gain-30d': 'Zuwachs in 30 Tagen',
    'engagement-rate': 'Engagement-Rate',
    'average-views': 'Durchschnittliche Aufrufe',
    'average-viewers': 'Durchschnittliche Zuschauer',
    'peak-viewers': 'Zuschauer-Spitze',
    'growth-title': 'Follower-Wachstum',
    'growth-label': 'Follower von {{name}} auf {{platform}} in den 90 Tagen bis {{date}}',
    'growth-description': '{{first}} am {{firstDate}}, {{last}} am {{lastDate}}',
    'growth-empty': 'Weniger als zwei Follower-Zahlen in den 90 Tagen bis zur neuesten: kein Verlauf darstellbar.',
    'top-posts': 'Top-Beiträge',
    'top-posts-empty': 'Noch keine Beiträge erfasst.',
    'post-untitled': 'Beitrag ohne Titel',
    'post-views_one': '{{formatted}} Aufruf',
    'post-views_other': '{{formatted}} Aufrufe',
    'post-likes_one': '{{formatted}} Like',
    'post-likes_other': '{{formatted}} Likes',
    'open-profile': 'Auf {{platform}} öffnen',
    'cta-title': 'Registrieren Sie sich kostenlos, um Zielgruppenqualität, Bot-Risiko und Benchmarks zu sehen',
    'cta-body':
      'Creatorlens zeigt, wie echt eine Zielgruppe ist, markiert gekaufte Follower und vergleicht jeden Kanal mit ähnlichen Kanälen. Die Testphase ist kostenlos und ohne Kreditkarte.',
    'cta-sign-up': 'Kostenlos registrieren',
    'cta-sign-in': 'Anmelden',
    'load-error': 'Dieser Artist konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
};

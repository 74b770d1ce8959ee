import type { enBlog } from './en-blog.ts';

/** German: the blog's server-rendered pages and RSS feed (formal Sie, as the rest of the site). */
export const deBlog: { Blog: Record<keyof (typeof enBlog)['Blog'], string> } = {
  Blog: {
    title: 'Blog',
    'meta-title': 'Blog – Creatorlens',
    lead: 'Wie Creatorlens Creator misst – und wo seine Zahlen aufhören.',
    'feed-title': 'Creatorlens-Blog',
    'feed-link': 'RSS-Feed',
    'by-author': 'von {{author}}',
    'all-posts': 'Alle Beiträge',
    'back-to-site': 'Zurück zu Creatorlens',
    'home-label': 'Startseite von Creatorlens',
    empty: 'Noch keine Beiträge.',
    language: 'Sprache',
    'not-found-title': 'Beitrag nicht gefunden',
    'not-found-body': 'Unter dieser Adresse gibt es keinen Beitrag. Vielleicht wurde er umbenannt; alle Beiträge finden Sie im Blog.',
  },
};

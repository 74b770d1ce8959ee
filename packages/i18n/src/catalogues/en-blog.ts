/** English: the blog's server-rendered pages and RSS feed (/blog, /blog/<slug>, /blog/rss.xml; issue 40). */
export const enBlog = {
  Blog: {
    title: 'Blog',
    'meta-title': 'Blog – Creatorlens',
    lead: 'How Creatorlens measures creators, and where its figures stop.',
    'feed-title': 'Creatorlens blog',
    'feed-link': 'RSS feed',
    'by-author': 'by {{author}}',
    'all-posts': 'All posts',
    'back-to-site': 'Back to Creatorlens',
    'home-label': 'Creatorlens home page',
    empty: 'No posts yet.',
    language: 'Language',
    'not-found-title': 'Post not found',
    'not-found-body': 'There is no post at this address. Perhaps it was renamed; all posts are listed on the blog.',
  },
} as const;

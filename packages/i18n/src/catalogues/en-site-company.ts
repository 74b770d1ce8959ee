/**
 * English copy of the company and legal pages (same shape as the product pages). Addresses and register data are
 * never written here: the operator configures them (COMPANY_* settings) and the pages show them.
 */
export const enSiteCompanyPages = {
  pricing: {
    'meta-title': 'Pricing – Creatorlens',
    'meta-description': 'Creatorlens plans with seats, monthly credits, readable platforms and watchlist limits. Start with a free trial.',
    eyebrow: 'Pricing',
    title: 'Plans that grow with your team',
    lead: 'Every plan includes discovery across all four platforms, benchmarks, campaigns and team collaboration. Plans differ in seats, credits and which platforms’ posts you can read.',
    sections: [
      {
        title: 'What are credits?',
        body: 'Credits pay for data-intensive actions such as refreshing a channel on demand or exporting lists. They renew every month.',
        points: [],
      },
      {
        title: 'Can we host it ourselves?',
        body: 'Yes. Creatorlens runs as a single Node.js process with an embedded database or your PostgreSQL server. Licences work the same way.',
        points: [],
      },
      {
        title: 'What happens when a licence expires?',
        body: 'Your team keeps access to its own lists and campaigns; searching and reading channel data needs a valid licence again.',
        points: [],
      },
    ],
  },
  newsletter: {
    'meta-title': 'Newsletter – Creatorlens',
    'meta-description':
      'The Creatorlens newsletter: new features, creator market trends and chart highlights, about once a month. Double opt-in, unsubscribe any time.',
    eyebrow: 'Newsletter',
    title: 'Creator market news, once a month',
    lead: 'New features, the month’s fastest-growing creators and practical tips for influencer campaigns. We confirm every subscription by email (double opt-in) and you can unsubscribe with one click.',
    sections: [
      {
        title: 'What you receive',
        body: 'About one email a month in German or English, as you choose.',
        points: ['Product updates', 'Chart highlights', 'Campaign practice'],
      },
      {
        title: 'How we handle your address',
        body: 'We store your email address, language and the time of your confirmation, only to send the newsletter. The privacy policy has the details.',
        points: [],
      },
    ],
  },
  jobs: {
    'meta-title': 'Jobs – Creatorlens',
    'meta-description': 'Work on Creatorlens: open positions in engineering, data and customer success.',
    eyebrow: 'Jobs',
    title: 'Build the tools influencer teams rely on',
    lead: 'We are a small team building creator analytics for brands and agencies. We value clear writing, careful engineering and respect for people’s time.',
    sections: [
      {
        title: 'How we work',
        body: 'Remote-friendly within Germany, core hours instead of constant meetings, and a budget for equipment and learning.',
        points: ['Remote-friendly', '30 days of holiday', 'Learning budget'],
      },
    ],
  },
  imprint: {
    'meta-title': 'Imprint – Creatorlens',
    'meta-description': 'Legal notice (Impressum) of the operator of this Creatorlens installation.',
    eyebrow: 'Legal',
    title: 'Imprint',
    lead: 'Information according to § 5 of the German Digital Services Act (DDG).',
    sections: [
      {
        title: 'Responsible for content',
        body: 'The managing directors named above are responsible for the content of this site according to § 18 (2) of the German Interstate Media Treaty (MStV).',
        points: [],
      },
      {
        title: 'Online dispute resolution',
        body: 'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
        points: [],
      },
    ],
  },
  privacy: {
    'meta-title': 'Privacy policy – Creatorlens',
    'meta-description': 'How the operator of this Creatorlens installation processes personal data, according to the GDPR.',
    eyebrow: 'Legal',
    title: 'Privacy policy',
    lead: 'This policy explains which personal data this installation processes, why, and what rights you have under the General Data Protection Regulation (GDPR).',
    sections: [
      {
        title: 'Controller',
        body: 'The controller is the company named in the imprint. You can reach us by email at the address given there.',
        points: [],
      },
      {
        title: 'Visiting the website',
        body: 'When you open the site, the server processes your IP address, the requested page, time and browser details to deliver the page and protect the service (Art. 6 (1) (f) GDPR). Server logs are deleted after 14 days at the latest.',
        points: [],
      },
      {
        title: 'Storage on your device',
        body: 'We store only what the site needs: your session cookie when you sign in, and your language, colour mode and privacy choice in local storage (§ 25 (2) TDDDG). No optional analytics or marketing tools are active; if that changes, they will only run after your consent.',
        points: [],
      },
      {
        title: 'Account and workspace data',
        body: 'If you use the application we process your name, email address, organisation membership and the content you create (lists, campaigns, comments) to provide the contract (Art. 6 (1) (b) GDPR).',
        points: [],
      },
      {
        title: 'Newsletter',
        body: 'With your consent (Art. 6 (1) (a) GDPR) we store your email address, language and the times of subscription and confirmation. You can withdraw consent at any time with the link in every email.',
        points: [],
      },
      {
        title: 'Public creator data',
        body: 'The application analyses publicly available channel data of creators (legitimate interest in market analysis, Art. 6 (1) (f) GDPR). Creators can object at any time by writing to us.',
        points: [],
      },
      {
        title: 'Your rights',
        body: 'You have the right to access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a supervisory authority.',
        points: [],
      },
    ],
  },
  terms: {
    'meta-title': 'Terms of service – Creatorlens',
    'meta-description': 'Terms of service for business customers of Creatorlens.',
    eyebrow: 'Legal',
    title: 'Terms of service',
    lead: 'These terms apply to the use of Creatorlens by businesses (§ 14 BGB). They do not apply to consumers.',
    sections: [
      {
        title: 'Subject of the contract',
        body: 'The operator provides the Creatorlens software as a service, or licenses it for self-hosting, within the scope of the plan booked (seats, credits, readable platforms, watchlist limits).',
        points: [],
      },
      {
        title: 'Accounts and organisations',
        body: 'The customer keeps access data confidential and is responsible for the members it invites. Administrators of an organisation manage roles and seats.',
        points: [],
      },
      {
        title: 'Term and payment',
        body: 'Plans run for the agreed term and renew unless cancelled. Prices are monthly, billed yearly in advance, plus statutory VAT.',
        points: [],
      },
      {
        title: 'Availability and data',
        body: 'The operator aims for high availability and publishes the current state on the status page. Channel data comes from public sources and may be incomplete or delayed.',
        points: [],
      },
      {
        title: 'Liability',
        body: 'The operator is liable without limitation for intent and gross negligence; for slight negligence only for breaches of essential contractual obligations, limited to the typical foreseeable damage.',
        points: [],
      },
      {
        title: 'Final provisions',
        body: 'German law applies. Place of jurisdiction is the operator’s registered office, as far as legally permitted.',
        points: [],
      },
    ],
  },
  charts: {
    'meta-title': 'Creator charts – fastest-growing creators | Creatorlens',
    'meta-description':
      'Charts of the fastest-growing creators on Instagram, TikTok, YouTube and Twitch by follower gain and growth rate, per size class and country.',
    eyebrow: 'Charts',
    title: 'Creator charts',
    lead: 'The fastest-growing creators per platform, size class and country, ranked from the newest figures we hold; every chart says when its figures were observed.',
    sections: [],
  },
  coupons: {
    'meta-title': 'Creator coupon codes – Creatorlens',
    'meta-description': 'Discount codes that creators share with their audience, with brand, creator and validity.',
    eyebrow: 'Coupons',
    title: 'Creator coupon codes',
    lead: 'Discount codes creators share with their communities, by brand and creator.',
    sections: [],
  },
} as const;

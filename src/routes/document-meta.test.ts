import { describe, expect, it } from 'vitest';
import { documentMeta } from './document-meta.ts';

const base = { siteName: 'Northfield State Athletics', delimiter: ' - ', siteDescription: 'Official site' };

describe('document meta', () => {
  it('joins page title and site name with the stored delimiter, without doubling its spaces', () => {
    expect(documentMeta({ ...base, title: 'Tickets', meta: {} })).toContainEqual({ title: 'Tickets - Northfield State Athletics' });
    expect(documentMeta({ ...base, title: 'Northfield State Athletics', meta: {} })).toContainEqual({
      title: 'Northfield State Athletics',
    });
    // Whatever spacing the stored delimiter or title carries, the title has single spaces.
    for (const delimiter of ['-', '  -  ', ' -'])
      expect(documentMeta({ ...base, delimiter, title: 'Tickets', meta: {} })).toContainEqual({
        title: 'Tickets - Northfield State Athletics',
      });
    expect(documentMeta({ ...base, title: ' Season  Tickets ', meta: {} })).toContainEqual({
      title: 'Season Tickets - Northfield State Athletics',
    });
    expect(documentMeta({ ...base, delimiter: '', title: 'Tickets', meta: {} })).toContainEqual({
      title: 'Tickets Northfield State Athletics',
    });
  });

  it('falls back to the site description; a page description, image and JSON-LD become OG, Twitter and ld+json tags', () => {
    expect(documentMeta({ ...base, title: 'x', meta: {} })).toContainEqual({ name: 'description', content: 'Official site' });
    const tags = documentMeta({
      ...base,
      title: 'Falcons win',
      meta: {
        description: 'Recap',
        type: 'article',
        image: { url: 'https://x/a.webp', alt: 'Play', width: 1600, height: 900 },
        jsonLd: { '@type': 'NewsArticle' },
        noindex: true,
      },
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { name: 'description', content: 'Recap' },
        { property: 'og:type', content: 'article' },
        { property: 'og:image', content: 'https://x/a.webp' },
        { property: 'og:image:width', content: '1600' },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'robots', content: 'noindex' },
        { 'script:ld+json': { '@type': 'NewsArticle' } },
      ]),
    );
  });
});

import sanitizeHtml from 'sanitize-html';

// Store HTML (story bodies, promotion and rich-text html, bios) is sanitized before any page renders it.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'picture', 'source', 'span'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    // No id or name: stored HTML must not clobber the page's globals or element ids.
    '*': ['class', 'aria-label', 'aria-hidden', 'role'],
    a: ['href', 'target', 'rel', 'title'],
    // Responsive pictures in promotion html (spec 9: sources by breakpoint) keep their sizing hints.
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'media', 'type', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // External links open safely (spec 2.5).
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/** Link addresses the field accepts: http(s), mail and phone links, and paths of this site. */
export function linkProblem(raw: string): string | null {
  const href = raw.trim();
  if (href === '') return 'Enter the link’s address.';
  if (/^\/(?![/\\])/.test(href) || /^#[\w-]*$/.test(href)) return null;
  if (/^(https?:\/\/[^\s/]+|mailto:[^\s]+|tel:[+\d\s().-]+$)/i.test(href) && URL.canParse(href)) return null;
  return 'A link must start with https://, http://, mailto: or tel: (or / for a page of this site).';
}

/**
 * What the rich-text field can make, and nothing else: paragraphs, headings 2–4, bold, italic, underline, strike,
 * lists, quotes, code, links and images — all tags and attributes the server's sanitizer keeps, so the field's HTML
 * is stored as it is written (docs/decisions/0026-rich-text-field.md). Links carry no target or rel of their own.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: false,
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => linkProblem(url) === null,
      },
    }),
    // Lazy, as the server's sanitizer would make it: the stored HTML is the field's HTML, byte for byte.
    Image.configure({ inline: false, allowBase64: false, HTMLAttributes: { loading: 'lazy' } }),
  ];
}

/** The tags the field's document can hold (what richTextExtensions makes); anything else would be lost in it. */
const KEPT_TAGS = new Set([
  'P',
  'H2',
  'H3',
  'H4',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'A',
  'IMG',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'BR',
  'HR',
]);

/** The tags of stored HTML the rich view would drop (a table, a figure…), lower-case and once each. */
export function tagsLostInRichView(html: string): string[] {
  if (html === '' || typeof DOMParser === 'undefined') return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...new Set(Array.from(body.querySelectorAll('*'), (e) => e.tagName).filter((tag) => !KEPT_TAGS.has(tag)))].map((tag) =>
    tag.toLowerCase(),
  );
}

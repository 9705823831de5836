import type { MetaDescriptor } from 'react-router';
import type { PageMeta } from '#schemas/page.ts';

interface DocumentMetaInput {
  title: string | undefined;
  meta: PageMeta;
  siteName: string;
  /** The SEO delimiter as stored (" - ", "-" or "|"): one space either side, whatever it carries. */
  delimiter: string;
  siteDescription: string;
}

/**
 * `<title>`, description, Open Graph and Twitter tags and JSON-LD of a page. The title is "{page}{delimiter}
 * {site}" (the site name alone on the home page).
 */
/** Runs of white space (stored titles, padded delimiters) become one space: no "Tickets  -  Site". */
function squish(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function documentMeta({
  title: rawTitle,
  meta,
  siteName: rawSiteName,
  delimiter,
  siteDescription,
}: DocumentMetaInput): MetaDescriptor[] {
  const title = rawTitle === undefined ? undefined : squish(rawTitle);
  const siteName = squish(rawSiteName);
  const separator = squish(delimiter);
  const fullTitle = title && title !== siteName ? [title, separator, siteName].filter(Boolean).join(' ') : siteName;
  const description = meta.description ?? siteDescription;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title ?? siteName },
    { property: 'og:type', content: meta.type ?? 'website' },
    { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title ?? siteName },
  ];
  if (description) tags.push({ property: 'og:description', content: description }, { name: 'twitter:description', content: description });
  if (meta.canonical)
    tags.push({ tagName: 'link', rel: 'canonical', href: meta.canonical }, { property: 'og:url', content: meta.canonical });
  if (meta.image) {
    tags.push(
      { property: 'og:image', content: meta.image.url },
      { property: 'og:image:width', content: String(meta.image.width) },
      { property: 'og:image:height', content: String(meta.image.height) },
      { property: 'og:image:alt', content: meta.image.alt },
      { name: 'twitter:image', content: meta.image.url },
      { name: 'twitter:image:alt', content: meta.image.alt },
    );
  }
  if (meta.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (meta.jsonLd) tags.push({ 'script:ld+json': meta.jsonLd });
  return tags;
}

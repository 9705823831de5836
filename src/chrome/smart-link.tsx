import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { ROUTER_LINK } from '#src/router/react-router-adapter.ts';
import { NewWindowNote } from './visually-hidden.tsx';

export type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string;
  newWindow?: boolean;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

/** spec 2.5: a single leading slash is internal; `//host`, http(s), mailto and the rest are external. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** spec 2.5: trailing slashes are trimmed from internal paths ("/" itself stays), query and hash kept. */
export function trimTrailingSlash(href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed) + rest;
}

/**
 * Internal links to files (documents, sport files, feeds, calendars) are loaded by the browser itself, which
 * the server answers with the file: a client-side navigation would ask the router for a page instead.
 */
const FILE_PATH = /\.(pdf|ics|xml|rss|vcf|csv|txt|zip|docx?|xlsx?|pptx?|mp3|m4a|mp4|jpe?g|png|gif|webp)$/i;
export function isFileHref(href: string): boolean {
  const cut = href.search(/[?#]/);
  return FILE_PATH.test(cut === -1 ? href : href.slice(0, cut));
}

export function SmartLink({ href, newWindow = false, className, children, ref, ...rest }: SmartLinkProps) {
  const internal = isInternalHref(href);
  const file = internal && isFileHref(href);
  if (internal) {
    // A plain anchor with no hooks: RouterLinks (listeners on the document) turns its clicks into client
    // navigations and preloads its route on intent or in view (spec 2.5, 9: through one queue, at most 4 at once,
    // none on save-data or 2g). Files load as documents and new windows open as the browser does: no marker.
    return (
      <a
        href={trimTrailingSlash(href)}
        className={className}
        {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...(file || newWindow ? {} : ROUTER_LINK)}
        {...rest}
        ref={ref}
      >
        {children}
        {newWindow ? <NewWindowNote /> : null}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} ref={ref} {...rest}>
      {children}
      <NewWindowNote />
    </a>
  );
}

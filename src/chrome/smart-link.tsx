import { useMemo, type AnchorHTMLAttributes, type ReactNode, type Ref, type RefCallback, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { usePreload } from './route-preloads.tsx';
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

function compose<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: () => void): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours();
  };
}

function mergeRefs(theirs: Ref<HTMLAnchorElement> | undefined, ours: RefCallback<HTMLAnchorElement>): RefCallback<HTMLAnchorElement> {
  if (!theirs) return ours;
  return (element) => {
    const cleanup = ours(element);
    if (typeof theirs === 'function') theirs(element);
    else theirs.current = element;
    return () => {
      if (typeof cleanup === 'function') cleanup();
      if (typeof theirs === 'function') theirs(null);
      else theirs.current = null;
    };
  };
}

export function SmartLink({ href, newWindow = false, className, children, ref, ...rest }: SmartLinkProps) {
  const internal = isInternalHref(href);
  const file = internal && isFileHref(href);
  // spec 2.5, 9: route preloads go through one queue (at most 4 at once, none on save-data or 2g), not the router's
  // per-link prefetch, which would fetch every page a long list links to. Files and new windows load no route.
  const preload = usePreload(internal && !file && !newWindow ? trimTrailingSlash(href) : null);
  // One ref callback per link (not per render), so the link is not observed afresh on every render.
  const linkRef = useMemo(() => mergeRefs(ref, preload.ref), [ref, preload.ref]);
  if (internal) {
    return (
      <Link
        to={trimTrailingSlash(href)}
        prefetch="none"
        reloadDocument={file}
        className={className}
        {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
        ref={linkRef}
        onMouseEnter={compose(rest.onMouseEnter, preload.onMouseEnter)}
        onMouseLeave={compose(rest.onMouseLeave, preload.onMouseLeave)}
        onFocus={compose(rest.onFocus, preload.onFocus)}
        onTouchStart={compose(rest.onTouchStart, preload.onTouchStart)}
      >
        {children}
        {newWindow ? <NewWindowNote /> : null}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} ref={ref} {...rest}>
      {children}
      <NewWindowNote />
    </a>
  );
}

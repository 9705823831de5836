import { useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
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

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

function subscribe(onChange: () => void) {
  const conn = typeof navigator === 'undefined' ? undefined : connection();
  conn?.addEventListener('change', onChange);
  return () => conn?.removeEventListener('change', onChange);
}

// spec 2.5: no route preloading in save-data mode or on slow-2g/2g connections.
function prefetchSnapshot(): 'intent' | 'none' {
  const conn = connection();
  if (!conn) return 'intent';
  return conn.saveData || conn.effectiveType === 'slow-2g' || conn.effectiveType === '2g' ? 'none' : 'intent';
}

/** The server snapshot is always "intent", so hydration matches; the browser's own answer follows. */
function usePrefetchMode(): 'intent' | 'none' {
  return useSyncExternalStore(subscribe, prefetchSnapshot, () => 'intent');
}

export function SmartLink({ href, newWindow = false, className, children, ...rest }: SmartLinkProps) {
  const prefetch = usePrefetchMode();
  if (isInternalHref(href)) {
    const file = isFileHref(href);
    return (
      <Link
        to={trimTrailingSlash(href)}
        prefetch={file ? 'none' : prefetch}
        reloadDocument={file}
        className={className}
        {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        {children}
        {newWindow ? <NewWindowNote /> : null}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
      {children}
      <NewWindowNote />
    </a>
  );
}

import { SmartLink } from '#src/chrome/smart-link.tsx';

interface PageLinksProps {
  /** What the pages are of ("Result pages"): the navigation's name. */
  label: string;
  index: number;
  pages: number;
  prevHref: string | null;
  nextHref: string | null;
  prevText?: string;
  nextText?: string;
}

/** Previous / "Page n of m" / next: plain links, so paging works without JavaScript. Nothing for a single page. */
export function PageLinks({ label, index, pages, prevHref, nextHref, prevText = 'Previous page', nextText = 'Next page' }: PageLinksProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="page-links">
      {prevHref ? <SmartLink href={prevHref}>{prevText}</SmartLink> : null}
      <span>
        Page {index + 1} of {pages}
      </span>
      {nextHref ? <SmartLink href={nextHref}>{nextText}</SmartLink> : null}
    </nav>
  );
}

import type { PageName } from '#schemas/page.ts';
import { matchRoute } from '#src/routes/match-route.ts';
import { cleanUrl } from '#src/routes/url-cleanup.ts';
import { note, type ResourceReport } from './report.server.ts';

/**
 * Whether an imported row's address opens the page it should here, after url-cleanup (spec 2.7): a SIDEARM URL
 * that matches no route (or another page) is reported, so links and bookmarks that would break are known before
 * cut-over. The row is imported either way.
 */
export function checkAddress(report: ResourceReport, address: string, page: PageName): void {
  const cleaned = cleanUrl(address, '');
  const match = matchRoute(cleaned ? cleaned.location : address);
  if (match.kind === 'page' && match.route.page === page) return;
  note(report, `address opens no ${page} page here`);
}

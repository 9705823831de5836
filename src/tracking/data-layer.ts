import type { Analytics360 } from '#schemas/entities/tracking.ts';
import type { PagePayload } from '#schemas/page.ts';
import { isoWithOffset } from './iso-offset.ts';
import { contentIdOf } from './page-info.ts';

export const PAGE_VIEW_EVENT = 'virtual_page_view';

/**
 * The data-layer event pushed after each page finishes (spec 4). spec 6: visitors are anonymous, so the user is
 * always logged out with every identifying field empty.
 */
export function pageViewEvent(payload: PagePayload, client: Analytics360 | null, now: Date, offsetMinutes?: number) {
  const { page, sport } = payload;
  return {
    event: PAGE_VIEW_EVENT,
    timestamp: isoWithOffset(now, offsetMinutes),
    page: {
      path: page.path,
      title: page.title,
      name: page.name,
      type: page.type,
      contentId: contentIdOf(page.params),
      sport: sport && !sport.non_sport ? sport.global_sport_shortname : null,
    },
    user: { loggedIn: false, userId: '', membershipType: '', signUpDate: '', subscriptionDate: '' },
    client: client ?? {},
  };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushDataLayer(event: object): void {
  const w = window as DataLayerWindow;
  (w.dataLayer ??= []).push(event);
}

import type { Sport } from '#schemas/entities/sport.ts';
import type { PageMeta, PageName } from '#schemas/page.ts';
import type { WidgetData, WidgetName, WidgetProps } from '#registry/widget-schemas.ts';
import type { Store } from '#src/server/store/store.server.ts';

export interface WidgetContext {
  store: Store;
  tenant: string;
  /**
   * The page's current sport. On pages where spec 2.3 has it set by hand (story, game center, documents) it
   * starts null and the page's main widget sets it from its content; the sport navigation follows.
   */
  sport: Sport | null;
  sports: readonly Sport[];
  now: Date;
  staff: boolean;
  /**
   * The page being rendered: its name, path, title, validated route params (season, ids…) and the query
   * parameters its route declares (search text, filters, page numbers). A widget may set the title and the
   * meta (description, share image, JSON-LD) of the page it is the subject of.
   */
  page: {
    name: PageName | null;
    path: string;
    title: string;
    params: Readonly<Record<string, string>>;
    query: Readonly<Record<string, string>>;
    meta: PageMeta;
    /**
     * The record the page is about, once its subject widget found it (a story page's story): the other widgets
     * may leave it out of their lists (Related News never lists the story being read).
     */
    subject?: PageSubject;
  };
  /**
   * spec 7 component data loads: start/count ("load more" advances start by count; podcasts send $pageIndex
   * and $pageSize, read as start and count), name, extra, and the loads' own filters (categoryId, includeAudio,
   * onlyHasCaptions, pinnedMediaId, orderBy) in `filters`.
   */
  query: { start: number; count: number | null; name: string | null; extra: string | null; filters: Readonly<Record<string, string>> };
}

/**
 * What a widget may tell the page it is the subject of (a story names the page, describes it for sharing and,
 * where spec 2.3 sets the sport by hand, sets it). The page resolver merges these in template order after
 * every widget resolved: no widget reads another's effects.
 */
/** A stored record a page is about: its collection and id. */
export interface PageSubject {
  collection: 'stories';
  id: number;
}

export interface PageEffects {
  title?: string;
  /** The record the page is about (subject widgets only): the page's other widgets see it in `page.subject`. */
  subject?: PageSubject;
  /**
   * The route params the record found by its id says the address must have (its name slug, its sport…): when one
   * differs from the address asked for, the page answers 301 to the address with these (canonical-address.ts).
   */
  canonical?: Readonly<Record<string, string>>;
  /** Merged over the page's meta. */
  meta?: PageMeta;
  sport?: Sport | null;
}

export interface WidgetResolution<N extends WidgetName> {
  data: WidgetData<N>;
  page?: PageEffects;
}

/** A widget's data from the store, through the async repositories; it may name or describe its page. */
export type WidgetResolver<N extends WidgetName> = (props: WidgetProps<N>, ctx: Readonly<WidgetContext>) => Promise<WidgetResolution<N>>;

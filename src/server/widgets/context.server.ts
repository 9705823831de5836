import type { Sport } from '#schemas/entities/sport.ts';
import type { PageName } from '#schemas/page.ts';
import type { WidgetData, WidgetName, WidgetProps } from '#schemas/widgets/index.ts';
import type { Store } from '../store/store.server.ts';

export interface WidgetContext {
  store: Store;
  tenant: string;
  sport: Sport | null;
  sports: readonly Sport[];
  now: Date;
  staff: boolean;
  /** The page being rendered: its name, path, title and validated route params (season, ids…). */
  page: { name: PageName | null; path: string; title: string; params: Readonly<Record<string, string>> };
  /** spec 7 component data loads: start/count ("load more" advances start by count), name, extra. */
  query: { start: number; count: number | null; name: string | null; extra: string | null };
}

export type WidgetResolver<N extends WidgetName> = (props: WidgetProps<N>, ctx: WidgetContext) => WidgetData<N>;

import { createContext as createRouterContext } from 'react-router';
import type { ApiClient } from './api-client.ts';

export interface AppLoadContext {
  /** The content API for this request: in-process for the embedded API, over the network for CONTENT_API_URL. */
  api: ApiClient;
  tenant: string;
  /** The visitor has a staff session: hidden routes and unpublished content are allowed. */
  staff: boolean;
  /** The embedded store's content version (null with an external content API): keys data caches. */
  contentVersion: number | null;
  /** The chunks and stylesheets of the named widgets, for the page's HTML (empty in development). */
  /** Counts one sign-in attempt of this client; the seconds to wait when over the limit, else 0 (issue 13, finding 7). */
  throttleSignIn: () => number;
  widgetAssets: (names: readonly string[]) => { js: string[]; css: string[]; modules: Record<string, string> };
}

/** Router context set by the web server for every request (React Router middleware-era load context). */
export const appContext = createRouterContext<AppLoadContext>();

import { createContext as createRouterContext } from 'react-router';
import type { ApiClient } from './api-client.ts';
import type { StaffUser } from '#src/server/auth.server.ts';
import type { SignInResult } from '#src/server/accounts/sign-in.server.ts';

export interface AppLoadContext {
  /** The content API for this request: in-process for the embedded API, over the network for CONTENT_API_URL. */
  api: ApiClient;
  tenant: string;
  /** The visitor has a staff session: hidden routes and unpublished content are allowed. */
  staff: boolean;
  /** Who is signed in, or null: the same test as `staff`. */
  staffUser: StaffUser | null;
  /** The embedded store's content version (null with an external content API): keys data caches. */
  contentVersion: number | null;
  /** One sign-in attempt of this client: rate limited per account and per client address. */
  signIn: (username: string, password: string) => Promise<SignInResult>;
  /** The chunks and stylesheets of the named widgets, for the page's HTML (empty in development). */
  widgetAssets: (names: readonly string[]) => { js: string[]; css: string[]; modules: Record<string, string> };
}

/** Router context set by the web server for every request (React Router middleware-era load context). */
export const appContext = createRouterContext<AppLoadContext>();

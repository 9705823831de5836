import type { Store } from '../store/store.server.ts';

/** One content API request, after the tenant check. `params` are the route pattern's capture groups. */
export interface ApiRequest {
  request: Request;
  url: URL;
  params: string[];
  tenant: string;
  /** The request carries the staff credential (Bearer token or staff session). */
  staff: boolean;
  store: Store;
}

export type ApiHandler = (req: ApiRequest) => Response | Promise<Response>;

/** [method, pattern on the path after /api/v2, handler]. Patterns are case-sensitive, as in spec 7. */
export type ApiRoute = [method: string, pattern: RegExp, handler: ApiHandler];

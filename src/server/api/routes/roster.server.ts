import type { ApiRoute } from '../types.server.ts';

/** Content API: roster calls. */
export const rosterRoutes: ApiRoute[] = [];

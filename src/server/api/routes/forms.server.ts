import type { ApiRoute } from '../types.server.ts';

/** Content API: form definitions and submissions. */
export const formRoutes: ApiRoute[] = [];

import type { ApiRoute } from '../types.server.ts';

/** Content API: schedule calls (ICS and the like). */
export const scheduleRoutes: ApiRoute[] = [];

import type { ApiRoute } from '../types.server.ts';

/** Content API: promotion calls beyond the core ones. */
export const promotionRoutes: ApiRoute[] = [];

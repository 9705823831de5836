import { route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTE_TABLE } from './routes/route-table.ts';

// Generated from the route table: one React Router route per distinct pattern, all served by the generic page
// module (the page name picks the template). Entries sharing a pattern are told apart by matchRoute.
const seen = new Set<string>();
const pages = ROUTE_TABLE.filter((entry) => !seen.has(entry.path) && seen.add(entry.path)).map((entry) =>
  route(entry.path, ('module' in entry && entry.module) || 'routes/page.tsx', { id: entry.id }),
);

export default [
  ...pages,
  // The template editor, staff only, a route (and chunk) of its own.
  route('admin', 'routes/admin.tsx', { id: 'admin' }),
  route('admin/widgets/:name/validator.js', 'routes/admin-validator.ts', { id: 'admin-validator' }),
  route('admin/content/:name/validator.js', 'routes/admin-validator.ts', { id: 'admin-content-validator' }),
  route('*', 'routes/not-found.tsx', { id: 'unknown' }),
] satisfies RouteConfig;

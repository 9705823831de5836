import { appContext } from '#src/data/app-context.ts';
import { requireRole } from '#src/server/auth.server.ts';
import type { Route } from './+types/admin-validator';

/**
 * A widget's props validators as an ES module for the editor's settings form: `import()` sends no
 * tenant header, so the site serves the admin API's module here, for staff only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole(request, 'editor');
  // Widgets' props (/admin/widgets/…) or site content (/admin/content/…): the same path under the admin API.
  const kind = new URL(request.url).pathname.startsWith('/admin/content/') ? 'content' : 'widgets';
  const response = await context.get(appContext).api.raw(`/api/v2/admin/${kind}/${encodeURIComponent(params.name)}/validator.js`);
  return new Response(await response.text(), {
    status: response.status,
    headers: { 'content-type': response.headers.get('content-type') ?? 'text/plain', 'cache-control': 'private, no-cache' },
  });
}

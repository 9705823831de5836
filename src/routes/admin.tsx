import { useSyncExternalStore } from 'react';
import { redirect, useRouteLoaderData } from 'react-router';
import { requireRole, staffUserOf } from '#src/server/auth.server.ts';
import { ContentEditor } from '#src/editor/content-editor.tsx';
import { TemplateEditor } from '#src/editor/template-editor.tsx';
import editorCss from '#src/editor/editor.css?url';
import type { Route } from './+types/admin';

export const meta: Route.MetaFunction = () => [{ title: 'Template editor' }, { name: 'robots', content: 'noindex' }];
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: editorCss }];

/** Staff only: visitors go to sign in and come back here; the editor's code is this route's chunk alone. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await staffUserOf(request))) throw redirect('/login?returnTo=%2Fadmin');
  const user = await requireRole(request, 'editor');
  return { username: user.username };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });

const subscribeNothing = () => () => {};

export default function Admin({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as { tenant: string; csrfToken?: string | null } | undefined;
  // The editor runs in the browser only: it works on the admin API, and drag and drop ids must not differ between renders.
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  return (
    <section className="admin container">
      <h2 className="page-title">Template editor</h2>
      <p className="editor-note">Signed in as {loaderData.username}. Edits go to a draft; visitors see a page only once it is published.</p>
      {mounted && root ? (
        <TemplateEditor tenant={root.tenant} csrfToken={root.csrfToken ?? null} />
      ) : (
        <p className="editor-note">Loading the editor…</p>
      )}
      <h2 className="editor-section-title">Alerts, promotions and splash pages</h2>
      {mounted && root ? <ContentEditor tenant={root.tenant} csrfToken={root.csrfToken ?? null} /> : null}
    </section>
  );
}

import { useSyncExternalStore } from 'react';
import { Form, redirect, useRouteLoaderData } from 'react-router';
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

// spec 2.5 chrome is for visitors' pages: the editor frames itself (root.tsx reads this).
export const handle = { siteChrome: false };

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });

const subscribeNothing = () => () => {};

export default function Admin({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as
    { tenant: string; csrfToken?: string | null; site?: { athleticsName?: string } | null } | undefined;
  // The editor runs in the browser only: it works on the admin API, and drag and drop ids must not differ between renders.
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  return (
    <div className="editor-app">
      {/* The editor's own frame: a staff tool, not a page of the site (no site header, footer, alert, ads or splash).
          Its landmarks are named: the preview frame shows a page of the site with a banner and a main of its own. */}
      <header className="editor-topbar" aria-label="Editor">
        <p className="editor-site">{root?.site?.athleticsName ?? 'Athletics'}</p>
        <h1>Template editor</h1>
        <p className="editor-user">Signed in as {loaderData.username}</p>
        <a href="/">View site</a>
        <Form method="post" action="/login" reloadDocument>
          {root?.csrfToken ? <input type="hidden" name="_csrf" value={root.csrfToken} /> : null}
          <button type="submit" name="intent" value="sign-out">
            Sign out
          </button>
        </Form>
      </header>
      <main id="main-content" className="admin" aria-label="Template editor">
        <p className="visually-hidden">Edits go to a draft; visitors see a page only once it is published.</p>
        {mounted && root ? (
          <TemplateEditor tenant={root.tenant} csrfToken={root.csrfToken ?? null}>
            <section aria-labelledby="editor-content-title">
              <h2 id="editor-content-title">Alerts, promotions and splash pages</h2>
              <ContentEditor tenant={root.tenant} csrfToken={root.csrfToken ?? null} />
            </section>
          </TemplateEditor>
        ) : (
          <p className="editor-note">Loading the editor…</p>
        )}
      </main>
    </div>
  );
}

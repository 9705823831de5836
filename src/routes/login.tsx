import { Form, data, redirect, redirectDocument, useActionData, useSearchParams } from 'react-router';
import { isFileHref } from '#src/chrome/smart-link.tsx';
import { appContext } from '#src/data/app-context.ts';
import { clearSessionCookie, createSessionCookie, endSession, isStaffToken, safeReturnPath } from '#src/server/auth.server.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Staff Sign In' }];

export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: context.get(appContext).staff };
}

/** Staff sign-in: until accounts exist, the staff token opens a signed, HTTP-only session (README: Decisions). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'sign-out') {
    endSession(request.headers.get('cookie'));
    return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie() } });
  }
  const wait = context.get(appContext).throttleSignIn();
  if (wait > 0) return data({ error: `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minutes.` }, { status: 429, headers: { 'Retry-After': String(wait) } });
  const token = form.get('token');
  if (typeof token !== 'string' || !isStaffToken(token)) {
    return data({ error: 'That staff token is not valid.' }, { status: 401 });
  }
  const returnTo = safeReturnPath(typeof form.get('returnTo') === 'string' ? String(form.get('returnTo')) : '/');
  // A file (a hidden sport file) is loaded by the browser itself, not rendered by the router.
  return (isFileHref(returnTo) ? redirectDocument : redirect)(returnTo, { headers: { 'Set-Cookie': createSessionCookie() } });
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <section className="login container">
      <h2 className="page-title">Staff Sign In</h2>
      {loaderData.signedIn ? (
        <Form method="post">
          <p>You are signed in as staff.</p>
          <button type="submit" name="intent" value="sign-out">Sign out</button>
        </Form>
      ) : (
        <Form method="post" className="login-form" aria-describedby={result?.error ? 'login-error' : undefined}>
          <input type="hidden" name="returnTo" value={params.get('returnTo') ?? '/'} />
          <label htmlFor="staff-token">Staff token</label>
          <input id="staff-token" name="token" type="password" autoComplete="current-password" required aria-invalid={result?.error ? true : undefined} />
          {result?.error ? (
            <p id="login-error" role="alert" className="form-error">
              {result.error}
            </p>
          ) : null}
          <button type="submit">Sign in</button>
        </Form>
      )}
    </section>
  );
}

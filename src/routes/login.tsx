import { Form, data, redirect, redirectDocument, useActionData, useRouteLoaderData, useSearchParams } from 'react-router';
import { isFileHref } from '#src/chrome/smart-link.tsx';
import { appContext } from '#src/data/app-context.ts';
import { clearSessionCookie, endSession, safeReturnPath } from '#src/server/auth.server.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Staff Sign In' }];

/** One message for every failure (unknown user, wrong password, disabled account): no enumeration. */
export const SIGN_IN_FAILED = 'Wrong username or password.';

// A document POST takes its headers from here, not from the action's data(): the 429 keeps its Retry-After.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

export function loader({ context }: Route.LoaderArgs) {
  return { signedInAs: context.get(appContext).staffUser?.username ?? null };
}

/** Staff sign-in with an account (README: Decisions); sign-out ends the session in the store. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'sign-out') {
    await endSession(request.headers.get('cookie'));
    return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie() } });
  }
  const text = (name: string) => (typeof form.get(name) === 'string' ? String(form.get(name)) : '');
  const result = await context.get(appContext).signIn(text('username'), text('password'));
  if (result.ok === false && result.status === 429) {
    const minutes = Math.ceil(result.retryAfter / 60);
    return data(
      { error: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
      { status: 429, headers: { 'Retry-After': String(result.retryAfter) } },
    );
  }
  if (!result.ok) return data({ error: SIGN_IN_FAILED }, { status: 401 });
  const returnTo = safeReturnPath(text('returnTo') || '/');
  // A file (a hidden sport file) is loaded by the browser itself, not rendered by the router.
  return (isFileHref(returnTo) ? redirectDocument : redirect)(returnTo, { headers: { 'Set-Cookie': result.cookie } });
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const csrfToken = useRouteLoaderData<typeof rootLoader>('root')?.csrfToken ?? null;
  const [params] = useSearchParams();
  const invalid = result?.error ? true : undefined;
  return (
    <section className="login container">
      <h2 className="page-title">Staff Sign In</h2>
      {loaderData.signedInAs ? (
        <Form method="post">
          {csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null}
          <p>You are signed in as {loaderData.signedInAs}.</p>
          <button type="submit" name="intent" value="sign-out">
            Sign out
          </button>
        </Form>
      ) : (
        <Form method="post" className="login-form" aria-describedby={result?.error ? 'login-error' : undefined}>
          <input type="hidden" name="returnTo" value={params.get('returnTo') ?? '/'} />
          <label htmlFor="staff-username">Username</label>
          <input
            id="staff-username"
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={invalid}
          />
          <label htmlFor="staff-password">Password</label>
          <input id="staff-password" name="password" type="password" autoComplete="current-password" required aria-invalid={invalid} />
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

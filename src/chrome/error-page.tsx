import { useSyncExternalStore } from 'react';

/** spec 8: the developer-diagnostics query parameter, named after the provider. */
export const DEBUG_PARAM = 'athletics_debug';

/** spec 4: the Home Page button clears the error with a full load of /. An object so tests can observe it. */
export const errorPageNavigation = { home: () => window.location.assign('/') };

const noSubscription = () => () => {};
const hasDebugParam = () => new URLSearchParams(window.location.search).has(DEBUG_PARAM);

/**
 * spec 8 global error page. It renders where the router's data and layout may be missing, so it is
 * self-contained: no Link, no router hooks, plain markup and `window.location` only.
 */
export function ErrorPage({ supportEmail, technicalMessage }: { supportEmail: string | null; technicalMessage: string }) {
  // The server snapshot is false, so hydration matches; the browser then reads its own query string.
  const debug = useSyncExternalStore(noSubscription, hasDebugParam, () => false);

  return (
    <main id="main-content" className="error-page">
      <div className="error-page-logo">
        <img src="/images/logo.svg" alt="" width={200} height={200} />
      </div>
      <div className="error-page-box">
        <h1 className="error-page-title">Something went wrong</h1>
        <p>
          Please send details of the events leading up to this error to{' '}
          {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'the site administrator'}.
        </p>
        <button type="button" className="button button-primary" onClick={() => errorPageNavigation.home()}>
          Home Page
        </button>
        {debug ? (
          <pre className="error-page-technical" data-testid="error-technical">
            {technicalMessage}
          </pre>
        ) : null}
      </div>
    </main>
  );
}

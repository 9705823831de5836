import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './api-client.ts';

const ApiContext = createContext<ApiClient | null>(null);

/** The browser's content API client: same helper as the server loaders, over the network to this origin. */
export function ApiProvider({ tenant, csrfToken = null, children }: { tenant: string; csrfToken?: string | null; children: ReactNode }) {
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
        tenant,
        // A signed-in staff browser proves each change is its own with the session's CSRF token.
        headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
      }),
    [tenant, csrfToken],
  );
  return <ApiContext value={client}>{children}</ApiContext>;
}

/** The client when the page has one (chrome rendered alone, in tests or Storybook, has none). */
export function useOptionalApi(): ApiClient | null {
  return useContext(ApiContext);
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() needs an <ApiProvider> above it');
  return client;
}

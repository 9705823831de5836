import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './api-client.ts';

const ApiContext = createContext<ApiClient | null>(null);

/** The browser's content API client: same helper as the server loaders, over the network to this origin. */
export function ApiProvider({ tenant, children }: { tenant: string; children: ReactNode }) {
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
        tenant,
      }),
    [tenant],
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

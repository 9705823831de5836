import { QueryClient } from '@tanstack/react-query';

/**
 * The browser's TanStack Query client, created on first use. It is imported only by the code that loads
 * component data ("load more" and the like), so pages that never ask for more never download TanStack Query.
 */
let client: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  client ??= new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  return client;
}

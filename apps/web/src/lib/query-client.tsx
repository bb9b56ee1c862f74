import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useContext } from 'react';

export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } } });

/** The browser's one cache of server data; the server renders each page with a client of its own. */
export const queryClient = newQueryClient();

/** Where the server writes the data it rendered a page with, for the browser to start from. */
export const QUERY_STATE_ID = 'query-state';

/**
 * Wraps a screen that reads server data. Screens wrap themselves, rather than the whole app, so the
 * query library loads with the first screen that needs it and not with every visitor's first page.
 * Under a client given from above (the server's, per render) the screen uses that one.
 */
export function withQueryClient<P extends object>(Screen: ComponentType<P>) {
  return function WithQueryClient(props: P) {
    const given = useContext(QueryClientContext);
    if (given) return <Screen {...props} />;
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  };
}

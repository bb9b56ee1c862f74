import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});

/**
 * Wraps a screen that reads server data. Screens wrap themselves, rather than the whole app, so the
 * query library loads with the first screen that needs it and not with every visitor's first page.
 */
export function withQueryClient<P extends object>(Screen: ComponentType<P>) {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  };
}

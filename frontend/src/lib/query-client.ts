import { QueryClient } from '@tanstack/react-query';

/**
 * The app's data rules: no retries, no refetch on focus, no polling,
 * and cached data never goes stale (mutations invalidate what they change).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import { getCurrentUser } from '@/client';
import { getCurrentUserQueryKey } from '@/client/@tanstack/react-query.gen';

/** The signed-in app user, or null when signed out (the server answers `null`, not an error). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: getCurrentUserQueryKey(),
    queryFn: async ({ signal }) => {
      const { data } = await getCurrentUser({ signal, throwOnError: true });
      return data ?? null;
    },
  });

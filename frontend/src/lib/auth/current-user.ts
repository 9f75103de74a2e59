import { queryOptions } from '@tanstack/react-query';
import { getCurrentUser } from '@/client';
import { getCurrentUserQueryKey } from '@/client/@tanstack/react-query.gen';
import { returnNullOn401 } from '../api-error';

/** The signed-in app user, or null when signed out (401 resolves to null). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: getCurrentUserQueryKey(),
    queryFn: returnNullOn401(async ({ signal }: { signal: AbortSignal }) => {
      const { data } = await getCurrentUser({ signal, throwOnError: true });
      return data;
    }),
  });

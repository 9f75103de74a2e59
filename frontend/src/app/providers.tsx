import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-context';
import type { AuthService } from '@/lib/auth/auth-service';
import { createQueryClient } from '@/lib/query-client';

/** App-wide providers. Tests and stories pass a fresh QueryClient and a mock auth service. */
export function AppProviders({
  children,
  queryClient,
  loadAuthService,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  loadAuthService?: () => Promise<AuthService>;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider {...(loadAuthService ? { loadService: loadAuthService } : {})}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

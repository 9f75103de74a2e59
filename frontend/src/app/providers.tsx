import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CameraSourceProvider, openDeviceCamera, type OpenCamera } from '@/components/camera/camera-source';
import { ToastProvider } from '@/components/toast/toast';
import { AuthProvider } from '@/lib/auth/auth-context';
import type { AuthService } from '@/lib/auth/auth-service';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { createQueryClient } from '@/lib/query-client';

/** App-wide providers. Tests and stories pass a fresh QueryClient and a mock auth service. */
export function AppProviders({
  children,
  queryClient,
  loadAuthService,
  openCamera = openDeviceCamera,
  deviceLocales,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  loadAuthService?: () => Promise<AuthService>;
  /** The camera (stories and tests inject a fake one). */
  openCamera?: OpenCamera;
  /** The device's locales, most preferred first (default: the browser's). */
  deviceLocales?: readonly string[];
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider {...(loadAuthService ? { loadService: loadAuthService } : {})}>
        <LocaleProvider {...(deviceLocales ? { device: deviceLocales } : {})}>
          <CameraSourceProvider openCamera={openCamera}>
            <ToastProvider>{children}</ToastProvider>
          </CameraSourceProvider>
        </LocaleProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}

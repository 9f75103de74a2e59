import { getAuthConfig } from '@/client';
import type { AuthService } from './auth-service';

/** The app's auth service: asks the API for the Firebase configuration, then loads the SDK. */
export async function loadFirebaseAuthService(): Promise<AuthService> {
  const [{ data: config }, { createFirebaseAuthService }] = await Promise.all([
    getAuthConfig({ throwOnError: true }),
    import('./firebase-auth-service'),
  ]);
  return createFirebaseAuthService(config);
}

import { serverMessage, type ServerMessageId } from '@rules/errors/server-messages';
import { cert, deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { AuthConfig } from '../../config';
import { NotAuthenticatedError, UnavailableError } from '../../errors';
import { normalizeEmail } from '../users/email';

/** What the server knows for certain about who is signing in. */
export interface VerifiedIdentity {
  uid: string;
  /** In the form `normalizeEmail` gives. */
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  provider: string;
}

export interface IdentityVerifier {
  /** Verifies a Firebase ID token (signature, expiry, audience and revocation); throws a NotAuthenticatedError otherwise. */
  verify(idToken: string): Promise<VerifiedIdentity>;
  /**
   * Removes a sign-in identity from the provider (a deleted account's), so signing in again starts
   * a new, empty one. An identity that is already gone is not an error.
   */
  deleteIdentity(uid: string): Promise<void>;
  close(): Promise<void>;
}

const tokenProblem: Record<string, ServerMessageId> = {
  'auth/id-token-expired': 'auth.tokenExpired',
  'auth/id-token-revoked': 'auth.tokenRevoked',
  'auth/user-disabled': 'auth.accountDisabled',
  'auth/user-not-found': 'auth.accountGone',
};

let appCounter = 0;

/** firebase-admin, against real Firebase or the Auth emulator. */
export class FirebaseIdentityVerifier implements IdentityVerifier {
  private readonly app: App;

  constructor(config: AuthConfig) {
    if (config.mode === 'emulator') {
      // firebase-admin reads the emulator address only from the environment.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost;
    }
    const credentialFile = process.env.GOOGLE_APPLICATION_CREDENTIALS;
    this.app = initializeApp(
      {
        projectId: config.projectId,
        ...(config.mode === 'firebase' && credentialFile ? { credential: cert(credentialFile) } : {}),
      },
      `morsel-${process.pid}-${appCounter++}`,
    );
  }

  async verify(idToken: string): Promise<VerifiedIdentity> {
    let decoded: DecodedIdToken;
    try {
      decoded = await getAuth(this.app).verifyIdToken(idToken, true);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      // Firebase (or the emulator) could not be reached: not the user's fault, and worth a retry.
      if (code === 'app/network-error' || code === 'app/network-timeout') {
        throw new UnavailableError('auth_unavailable', serverMessage('auth.unavailable'));
      }
      throw new NotAuthenticatedError('invalid_token', serverMessage(tokenProblem[code] ?? 'auth.tokenInvalid'));
    }
    const email = normalizeEmail(decoded.email ?? '');
    if (!email) {
      throw new NotAuthenticatedError('email_required', serverMessage('auth.emailRequired'));
    }
    return {
      uid: decoded.uid,
      email,
      emailVerified: decoded.email_verified === true,
      name: typeof decoded.name === 'string' ? decoded.name : null,
      picture: decoded.picture ?? null,
      provider: decoded.firebase.sign_in_provider,
    };
  }

  async deleteIdentity(uid: string): Promise<void> {
    try {
      await getAuth(this.app).deleteUser(uid);
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return;
      throw error;
    }
  }

  async close() {
    if (getApps().includes(this.app)) await deleteApp(this.app);
  }
}

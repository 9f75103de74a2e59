import type { User } from '@/client';

/**
 * The user a signed-in screen is drawn for at build (`DrawnSignedInAuth`), in its loading state:
 * no name, e-mail or scans. Its id must never reach a drawing, which the build checks.
 */
export const DRAWN_USER: User = { id: 'drawn-at-build', name: '', email: '', profileImage: null, totalScans: 0 };
